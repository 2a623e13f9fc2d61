import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ACCOUNTS } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import {
  expectVisible,
  logInThroughApi,
  openFromMainMenu,
  openTab,
  useBrowser,
  waitForPath,
  type Tab,
} from './support/browser.js';
import { checkA11yBothSkins, checkDialogBothSkins, expectNoPageErrors, expectToast } from './support/people.js';

/**
 * Tasks and assignments. A personal user keeps their own tasks: adds two under a category, reorders them
 * from the keyboard (kept after a reload), writes a log, completes one and answers "Better" when asked how
 * they feel, finds it under Completed and sees the state graph count it. A clinic gives its patient an
 * assignment with child tasks on the patient's record (removing one before the patient sees it); the patient
 * marks one done, then all; the clinic sees it done and deletes it. The patient puts a lesson's task on their list from
 * discovery. Clinic and administration task categories, and the administration's task list. Every page
 * and dialog is axe-clean in the light and the dark skin.
 */
const browser = useBrowser();

const stamp = Date.now().toString(36);
const OWN = { first: `Stretch after waking ${stamp}`, second: `Tea without the phone ${stamp}`, category: 'Sleep' };
const ASSIGNMENT = {
  title: `Between sessions ${stamp}`,
  children: [`Name three calm moments ${stamp}`, `Breathe before replying ${stamp}`],
  removed: `Not this week ${stamp}`,
};
/** A task the demo patient completed (demo data). */
const DEMO_TASK = { title: 'Five slow breaths before lunch', owner: ACCOUNTS.patient.fullName };
/** A task of the first lesson of the shared class "Breathing Basics" (demo library). */
const LESSON = { klass: 'Breathing Basics', task: 'Notice your breath for one minute, three times today' };

/** The figure of a labelled tile (dt/dd) inside `scope`. */
async function figure(scope: Locator, label: string): Promise<number> {
  const value = scope.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
  await expectVisible(value, `the figure "${label}"`);
  return Number((await value.textContent())?.trim());
}

/** Waits until the tile `label` in `scope` shows `expected`. */
async function expectFigure(scope: Locator, label: string, expected: number): Promise<void> {
  await expectVisible(
    scope.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1][normalize-space()="${expected}"]`),
    `"${label}" at ${expected}`,
  );
}

/** The titles of the task cards of the page's task list, in the order shown. */
async function taskTitles(page: Page): Promise<string[]> {
  const titles = await page.getByRole('list', { name: 'Your tasks' }).locator('h3').allTextContents();
  return titles.map((title) => title.trim());
}

/** A text field by its label; a required field's label ends in " *" (Mantine's asterisk is part of its name). */
function textField(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('textbox', { name: new RegExp(`^${escaped}( \\*)?$`) });
}

/** Picks `option` in the Mantine select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** An assignment on a patient's record (its entry in "Assigned tasks", holding its child tasks). */
function assignmentEntry(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: 'Assigned tasks' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

async function addTask(page: Page, title: string, category: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a task', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a task' });
  await textField(dialog, 'Title').fill(title);
  await choose(page, dialog, 'Category', category);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Task has been Added Successfully');
  await dialog.waitFor({ state: 'detached' });
  await expectVisible(page.getByRole('heading', { level: 3, name: title, exact: true }), `the task "${title}"`);
}

describe('a personal user keeps their own tasks', () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('opens Tasks from the menu; the page and the add dialog are axe-clean in both skins', async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.personal);
    await openFromMainMenu(page, 'Tasks');
    await waitForPath(page, '/frontuser/tasks');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Tasks', exact: true }), 'the Tasks heading');
    await expectVisible(page.getByRole('region', { name: 'Your progress' }).locator('dt'), 'the state graph');
    await checkA11yBothSkins(page, 'tasks page');

    await page.getByRole('button', { name: 'Add a task', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a task' });
    await expectVisible(textField(dialog, 'Title'), 'the add dialog');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(dialog.getByText('Enter a title', { exact: true }), 'the missing title refused');
    await checkDialogBothSkins(page, 'add a task dialog');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('adds two tasks under a category and reorders them from the keyboard; the order stays after a reload', async () => {
    const page = tab!.page;
    await addTask(page, OWN.first, OWN.category);
    await addTask(page, OWN.second, OWN.category);
    let titles = await taskTitles(page);
    expect(titles.indexOf(OWN.first)).toBeLessThan(titles.indexOf(OWN.second));

    const handle = page.getByRole('button', {
      name: `Reorder ${OWN.second}: drag, or press the up and down arrow keys`,
      exact: true,
    });
    await handle.focus();
    await page.keyboard.press('ArrowUp');
    await expectToast(page, 'Reorder Successfully');
    await expectVisible(page.getByRole('status').filter({ hasText: `${OWN.second} moved to position` }), 'the move announced');
    // The moved task keeps the focus on its handle.
    expect(await handle.evaluate((element) => element === document.activeElement)).toBe(true);
    titles = await taskTitles(page);
    expect(titles.indexOf(OWN.second)).toBe(titles.indexOf(OWN.first) - 1);

    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 3, name: OWN.first, exact: true }), 'the tasks after a reload');
    titles = await taskTitles(page);
    expect(titles.indexOf(OWN.second)).toBe(titles.indexOf(OWN.first) - 1);
  });

  it('takes a task out of its category by clearing the select, and it stays out after a reload', async () => {
    const page = tab!.page;
    // A third task, so the two of the category journey below keep theirs.
    const title = `Out of its category ${stamp}`;
    await addTask(page, title, OWN.category);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
    await expectVisible(card.getByText(OWN.category, { exact: true }), 'its category on the card');
    await page.getByRole('button', { name: `Edit “${title}”`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the task' });
    const select = dialog.getByLabel('Category', { exact: true }).first();
    await select.click();
    // Picking the chosen option again takes it back (the select is then empty).
    await page.getByRole('option', { name: OWN.category, exact: true }).click();
    expect(await select.inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 3, name: title, exact: true }), 'the task after a reload');
    expect(await card.getByText(OWN.category, { exact: true }).count()).toBe(0);
  });

  it('lists one category under "By category", kept in the address', async () => {
    const page = tab!.page;
    await page.getByRole('tab', { name: 'By category', exact: true }).click();
    await expectVisible(page.getByText('Choose a category to see its tasks.'), 'the category prompt');
    await choose(page, page.getByRole('tabpanel'), 'Category', OWN.category);
    await page.waitForURL(
      (url) => url.searchParams.get('filter') === 'category' && /^\d+$/.test(url.searchParams.get('category') ?? ''),
    );
    for (const title of [OWN.first, OWN.second])
      await expectVisible(page.getByRole('heading', { level: 3, name: title, exact: true }), `"${title}" in ${OWN.category}`);
    await page.reload();
    await expectVisible(page.getByRole('tab', { name: 'By category', selected: true }), 'the category tab after a reload');
    await expectVisible(
      page.getByRole('heading', { level: 3, name: OWN.first, exact: true }),
      'the category list after a reload',
    );
    await page.goBack();
    await expectVisible(page.getByText('Choose a category to see its tasks.'), 'the tab before the category (back)');
    await page.getByRole('tab', { name: 'All', exact: true }).click();
    await page.waitForURL((url) => url.search === '');
  });

  it('writes a log with a feeling: it shows first, and the graph counts the feeling', async () => {
    const page = tab!.page;
    const progress = page.getByRole('region', { name: 'Your progress' });
    const betterWhileDoing = await figure(progress, 'Better while doing a task');
    await page.getByRole('button', { name: `Logs of “${OWN.second}”`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Logs of “${OWN.second}”` });
    await expectVisible(dialog.getByText('No notes yet.'), 'the empty log');
    await textField(dialog, 'How is it going?').fill(`Quiet morning ${stamp}`);
    await dialog.getByText('Better', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Add to the log', exact: true }).click();
    await expectToast(page, 'Log has been Added Successfully');
    await expectVisible(
      dialog
        .getByRole('listitem')
        .first()
        .filter({ hasText: `Quiet morning ${stamp}` }),
      'the new note first',
    );
    await expectVisible(dialog.getByText(/felt better$/), 'the note’s feeling');
    await checkDialogBothSkins(page, 'task logs dialog');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectFigure(progress, 'Better while doing a task', betterWhileDoing + 1);
  });

  it('completes a task, answers "Better" in the final-feelings dialog, and finds it under Completed', async () => {
    const page = tab!.page;
    const progress = page.getByRole('region', { name: 'Your progress' });
    const done = await figure(progress, 'Done');
    const open = await figure(progress, 'Open');
    const betterAfter = await figure(progress, 'Better after completing a task');

    await page.getByRole('button', { name: `Complete “${OWN.first}”`, exact: true }).click();
    await expectToast(page, 'Task Completed Successfully!');
    const feelings = page.getByRole('dialog', { name: 'How do you feel now?' });
    await expectVisible(feelings.getByText(`You completed “${OWN.first}”. How do you feel now?`), 'the final-feelings question');
    await checkDialogBothSkins(page, 'final feelings dialog');
    await feelings.getByRole('button', { name: 'Better', exact: true }).click();
    await expectToast(page, 'Thank you for sharing how you feel');
    await feelings.waitFor({ state: 'detached' });

    await expectFigure(progress, 'Done', done + 1);
    await expectFigure(progress, 'Open', open - 1);
    await expectFigure(progress, 'Better after completing a task', betterAfter + 1);
    await expectVisible(
      progress.getByRole('table', { name: 'Days with completed tasks' }).getByRole('row').nth(1),
      'today in the table',
    );

    await page.getByRole('tab', { name: 'Completed', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('filter') === 'completed');
    // The open tasks stay (marked busy) until the completed ones arrive.
    await page.getByRole('heading', { level: 3, name: OWN.second, exact: true }).waitFor({ state: 'detached' });
    const completed = page.getByRole('list', { name: 'Your tasks' }).getByRole('listitem').filter({ hasText: OWN.first });
    await expectVisible(completed.getByText('Felt better afterwards'), 'the completed task with its feeling');
    expect(await page.getByRole('heading', { level: 3, name: OWN.second, exact: true }).count()).toBe(0);
    await checkA11yBothSkins(page, 'completed tasks');
    expectNoPageErrors(tab!);
  });
});

describe('a clinic gives its patient an assignment, the patient completes it', () => {
  let clinic: Tab | undefined;
  let patient: Tab | undefined;
  let patientPath = '';
  beforeAll(async () => {
    clinic = await openTab(browser());
    patient = await openTab(browser());
  });
  afterAll(async () => {
    await clinic?.close();
    await patient?.close();
  });

  it("the clinic creates an assignment with child tasks on the patient's page and removes one child", async () => {
    const page = clinic!.page;
    await logInThroughApi(page, ACCOUNTS.clinic);
    await openFromMainMenu(page, 'Patients');
    await page
      .getByRole('table', { name: 'Patients' })
      .getByRole('link', { name: ACCOUNTS.patient.fullName, exact: true })
      .click();
    await page.waitForURL(/\/clinic\/patients\/\d+$/);
    patientPath = new URL(page.url()).pathname;
    const section = page.getByRole('region', { name: 'Assigned tasks' });
    await section.getByRole('button', { name: 'New assignment', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'New assignment' });
    await textField(dialog, 'Title').fill(ASSIGNMENT.title);
    const childTitles = [...ASSIGNMENT.children, ASSIGNMENT.removed];
    for (const [index, title] of childTitles.entries()) {
      if (index > 0) await dialog.getByRole('button', { name: 'Add a task', exact: true }).click();
      await textField(dialog, `Task ${index + 1}`).fill(title);
    }
    await checkDialogBothSkins(page, 'new assignment dialog');
    await dialog.getByRole('button', { name: 'Create the assignment', exact: true }).click();
    await expectToast(page, 'Assignment has been Added Successfully');
    await dialog.waitFor({ state: 'detached' });
    // The assignment on the patient's record, with its child tasks listed under it.
    const entry = assignmentEntry(page, ASSIGNMENT.title);
    await expectVisible(entry.getByText('0 of 3 tasks done'), 'the new assignment with its progress');
    const children = entry.getByRole('list', { name: `Tasks of “${ASSIGNMENT.title}”` });
    await expectVisible(children.getByText(ASSIGNMENT.removed, { exact: true }), 'the child tasks');
    await entry.getByRole('button', { name: `Delete the task “${ASSIGNMENT.removed}”`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this task of the assignment?' });
    await checkDialogBothSkins(page, 'delete a child task dialog');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Task has been Deleted Successfully');
    await children.getByText(ASSIGNMENT.removed, { exact: true }).waitFor({ state: 'detached' });
    await expectVisible(entry.getByText('0 of 2 tasks done'), 'the assignment without the removed task');
    await checkA11yBothSkins(page, 'clinic patient page with assignments');
  });

  it('the patient opens Assignments, marks one task done, then marks all complete', async () => {
    const page = patient!.page;
    await logInThroughApi(page, ACCOUNTS.patient);
    await openFromMainMenu(page, 'Assignments');
    await waitForPath(page, '/patient/assignments');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Assignments', exact: true }), 'the Assignments heading');
    await checkA11yBothSkins(page, 'assignments page');

    await page.getByRole('link', { name: ASSIGNMENT.title, exact: true }).click();
    await page.waitForURL(/\/patient\/assignments\/\d+$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: ASSIGNMENT.title }), 'the assignment');
    expect(await page.getByText(ASSIGNMENT.removed).count()).toBe(0);
    await page.getByRole('button', { name: `Mark “${ASSIGNMENT.children[0]}” done`, exact: true }).click();
    await expectToast(page, 'Task has been Done Successfully');
    await expectVisible(page.getByText('1 of 2 tasks done', { exact: true }), 'one task done');
    await checkA11yBothSkins(page, 'assignment page');

    await page.getByRole('button', { name: 'Mark all complete', exact: true }).click();
    await expectToast(page, 'Tasks has been Completed Successfully!');
    await expectVisible(page.getByText('2 of 2 tasks done', { exact: true }), 'every task done');
    expect(await page.getByRole('button', { name: 'Mark all complete', exact: true }).isDisabled()).toBe(true);
    expectNoPageErrors(patient!);
  });

  it('the clinic sees the assignment done, then selects it and deletes it', async () => {
    const page = clinic!.page;
    await page.goto(patientPath);
    const section = page.getByRole('region', { name: 'Assigned tasks' });
    const row = assignmentEntry(page, ASSIGNMENT.title);
    await expectVisible(row.getByText('2 of 2 tasks done'), 'the assignment done');
    await expectVisible(row.getByText('Done', { exact: true }), 'its status');

    await row.getByRole('checkbox', { name: `Select “${ASSIGNMENT.title}”`, exact: true }).check();
    await section.getByRole('button', { name: 'Delete 1 selected', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this assignment?' });
    await expectVisible(confirm.getByText('The selected assignment will be deleted', { exact: false }), 'what is deleted');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Assignment has been Deleted Successfully');
    await row.waitFor({ state: 'detached' });
    expectNoPageErrors(clinic!);
  });
});

describe("a patient puts a lesson's task on their list from discovery", () => {
  let tab: Tab | undefined;
  let classPath = '';
  beforeAll(async () => {
    tab = await openTab(browser());
    const session = await apiLogin(ACCOUNTS.patient);
    const shared = await callApi<Array<{ id: number; title: string }>>('front/discovery/shared_classes', {
      method: 'GET',
      token: session.accessToken,
    });
    const classId = shared.body.data?.find((item) => item.title === LESSON.klass)?.id;
    if (!classId) throw new Error(`the shared class "${LESSON.klass}" is missing: ${JSON.stringify(shared.body)}`);
    classPath = `/patient/discovery/class/${classId}`;
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('"Add to my tasks" on the class page, then the task on the Tasks page', async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.patient, { at: classPath });
    const tasks = page.getByRole('region', { name: 'Tasks', exact: true });
    await tasks.getByRole('button', { name: `Add “${LESSON.task}” to my tasks`, exact: true }).click();
    await expectToast(page, 'Task has been Added Successfully');
    await checkA11yBothSkins(page, 'class page with "Add to my tasks"');
    await tasks.getByRole('link', { name: 'See it in your tasks', exact: true }).click();
    await waitForPath(page, '/patient/tasks');
    await expectVisible(
      page.getByRole('heading', { level: 3, name: LESSON.task, exact: true }),
      'the lesson’s task among the tasks',
    );
    expectNoPageErrors(tab!);
  });
});

describe('task categories and the administration’s tasks', () => {
  let tab: Tab | undefined;
  beforeAll(async () => {
    tab = await openTab(browser());
  });
  afterAll(async () => {
    await tab?.close();
  });

  it('a clinic adds, edits and deletes its own task category', async () => {
    const page = tab!.page;
    const title = `Homework ${stamp}`;
    await logInThroughApi(page, ACCOUNTS.clinic);
    await openFromMainMenu(page, 'Task categories');
    await waitForPath(page, '/clinic/task-categories');
    const table = page.getByRole('table', { name: 'Task categories' });
    await expectVisible(table.getByRole('rowheader', { name: 'Between sessions', exact: true }), "the clinic's demo category");
    await checkA11yBothSkins(page, 'clinic task categories');

    await page.getByRole('button', { name: 'Add a category', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a task category' });
    await textField(dialog, 'Title').fill(title);
    await dialog.getByText('Mint', { exact: true }).click();
    await checkDialogBothSkins(page, 'add a task category dialog');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Category has been Added Successfully');
    const row = table.getByRole('row').filter({ hasText: title });
    await expectVisible(row.getByText('Mint', { exact: true }), 'the new category with its colour');

    await row.getByRole('button', { name: `Edit “${title}”`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the task category' });
    await edit.getByText('Lemon', { exact: true }).click();
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Category has been Updated Successfully');
    await expectVisible(row.getByText('Lemon', { exact: true }), 'the new colour');

    await row.getByRole('button', { name: `Delete “${title}”`, exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete this task category?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expectToast(page, 'Category has been Deleted Successfully');
    await row.waitFor({ state: 'detached' });
  });

  it('an administrator reads the platform categories and every task with the feeling stats', async () => {
    const page = tab!.page;
    await logInThroughApi(page, ACCOUNTS.admin);
    await openFromMainMenu(page, 'Task categories');
    await waitForPath(page, '/administration/task-categories');
    await expectVisible(
      page.getByRole('table', { name: 'Task categories' }).getByRole('rowheader', { name: OWN.category, exact: true }),
      'a platform category',
    );
    await checkA11yBothSkins(page, 'administration task categories');

    await openFromMainMenu(page, 'Tasks');
    await waitForPath(page, '/administration/tasks');
    await expectVisible(page.getByRole('heading', { level: 2, name: 'How people felt' }), 'the feeling stats');
    const search = page.getByRole('search', { name: 'Search tasks' });
    await search.getByLabel('Search by title', { exact: true }).fill(DEMO_TASK.title);
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await choose(page, search, 'Status', 'Done');
    const list = page.getByRole('table', { name: 'Every task' });
    const row = list.getByRole('row').filter({ has: page.getByRole('rowheader', { name: DEMO_TASK.title, exact: true }) });
    await expectVisible(row.getByText(DEMO_TASK.owner, { exact: true }), 'the demo task with its owner');
    await choose(page, search, 'Status', 'Open');
    await row.waitFor({ state: 'detached' });
    await expectVisible(page.getByText('No tasks match.', { exact: true }), 'no open task by that title');
    await checkA11yBothSkins(page, 'administration tasks');
    expectNoPageErrors(tab!);
  });
});
