import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@stillpoint/contracts';
import { ACCOUNTS } from './support/accounts.js';
import { apiLogin, callApi } from './support/api.js';
import { expectVisible, logInThroughUi, openFromMainMenu, openFromUserMenu, openTab, useBrowser, waitForPath, type Tab } from './support/browser.js';
import { checkA11yBothSkins, checkDialogBothSkins, expectNoPageErrors, expectToast, searchPeople } from './support/people.js';

/**
 * Billing on the web (issue 15, decisions 0038 and 0039): Sam, a personal user, chooses the paid yearly plan
 * (the manual provider: in force at once, an invoice issued), sees what it includes and opens the invoice's
 * PDF in the viewer; Harbor Clinic adds a package of sessions, bills Paul for it and marks the invoice paid,
 * and Paul's page shows his sessions; an administrator archives a package and reads the revenue. Every
 * page and dialog is axe-clean in both skins.
 */
const browser = useBrowser();
const stamp = Date.now().toString(36);

describe('a personal user chooses a plan', () => {
  let sam: Tab | undefined;
  beforeAll(async () => {
    sam = await openTab(browser());
  });
  afterAll(async () => {
    await sam?.close();
  });

  it('chooses the yearly plan, sees what it includes and what is due, and opens the invoice in the viewer', async () => {
    const page = sam!.page;
    await logInThroughUi(page, ACCOUNTS.personal);
    await openFromUserMenu(page, 'Subscription');
    await waitForPath(page, '/frontuser/account/subscription');
    await expectVisible(page.getByText('You have no plan yet. Choose one below.'), 'no plan yet');
    const compare = page.getByRole('table', { name: 'What each plan includes' });
    await expectVisible(compare, 'the comparison of the plans');
    await checkA11yBothSkins(page, 'personal: subscription');

    await page.getByRole('button', { name: 'Choose Stillpoint Plus, yearly', exact: true }).click();
    await expectToast(page, BILLING_MESSAGES.subscribed);
    await expectVisible(page.getByText('Due now: €99.90'), "the server's proration: the whole year due");
    const plan = page.getByRole('article', { name: 'Stillpoint Plus, yearly' });
    await expectVisible(plan.getByRole('button', { name: 'Current plan' }), 'the yearly plan marked as his');
    // Its features: chat is in it (the free plan has none).
    const chat = compare.getByRole('row', { name: /^Chat/ });
    expect(await chat.getByRole('cell').last().innerText()).toContain('Included');

    await openFromUserMenu(page, 'Invoices');
    await waitForPath(page, '/frontuser/account/invoices');
    const open = page.getByRole('button', { name: /^Open the PDF of invoice SP-\d+$/ }).first();
    await expectVisible(open, 'his invoice');
    await checkA11yBothSkins(page, 'personal: invoices');
    await open.click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByRole('img', { name: 'Page 1 of 1' }), "the invoice's page, drawn by the PDF viewer");
    await expectVisible(dialog.getByRole('link', { name: /^Download / }), 'the download link');
    await checkDialogBothSkins(page, 'personal: invoice PDF');
    expectNoPageErrors(sam!);
  });
});

describe('a clinic bills a patient for a package of sessions', () => {
  let clinic: Tab | undefined;
  beforeAll(async () => {
    clinic = await openTab(browser());
  });
  afterAll(async () => {
    await clinic?.close();
  });

  it('adds a package, issues an invoice to Paul for it, marks it paid and sees his sessions', async () => {
    const page = clinic!.page;
    const title = `8 sessions ${stamp}`;
    await logInThroughUi(page, ACCOUNTS.clinic);
    await openFromMainMenu(page, 'Packages');
    await waitForPath(page, '/clinic/packages');
    await page.getByRole('button', { name: 'Add a package', exact: true }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Name').fill(title);
    await form.getByLabel('Sessions').fill('8');
    await form.getByLabel('Price').fill('480');
    await checkDialogBothSkins(page, 'clinic: package form');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, BILLING_MESSAGES.added);
    await expectVisible(page.getByRole('cell', { name: title }), 'the new package');
    await checkA11yBothSkins(page, 'clinic: packages');

    await openFromMainMenu(page, 'Invoices');
    await waitForPath(page, '/clinic/invoices');
    await page.getByRole('button', { name: 'New invoice', exact: true }).click();
    const invoice = page.getByRole('dialog');
    await invoice.getByLabel(/^Patient/).click();
    await page.getByRole('option', { name: 'Paul Patel' }).click();
    await invoice.getByLabel(/^Package/).click();
    await page.getByRole('option', { name: new RegExp(`^${title}`) }).click();
    await checkDialogBothSkins(page, 'clinic: new invoice');
    await invoice.getByRole('button', { name: 'Issue the invoice', exact: true }).click();
    await expectToast(page, BILLING_MESSAGES.invoiceAdded);
    const row = page.getByRole('row', { name: /Paul Patel/ }).first();
    await expectVisible(row.getByText('Open', { exact: true }), 'the open invoice');
    await checkA11yBothSkins(page, 'clinic: invoices');

    await row.getByRole('button', { name: /^More for invoice/ }).click();
    await page.getByRole('menuitem', { name: 'Mark paid', exact: true }).click();
    await checkDialogBothSkins(page, 'clinic: mark paid');
    await page.getByRole('dialog').getByRole('button', { name: 'Mark paid', exact: true }).click();
    await expectToast(page, BILLING_MESSAGES.markedPaid);
    await expectVisible(row.getByText('Paid', { exact: true }), 'the invoice, paid');

    // The list is paged and other journeys add patients: find Paul by his e-mail, as a clinic would.
    await openFromMainMenu(page, 'Patients');
    await waitForPath(page, '/clinic/patients');
    await searchPeople(page, ACCOUNTS.patient.email);
    await page.getByRole('table', { name: 'Patients' }).getByRole('link', { name: ACCOUNTS.patient.fullName, exact: true }).click();
    const packages = page.locator('section[aria-labelledby="patient-packages"]');
    await expectVisible(packages.getByText(title), "Paul's new package on his page");
    await expectVisible(packages.getByText('0 of 8 sessions used · 8 sessions left'), 'its sessions');
    expectNoPageErrors(clinic!);
  });
});

describe('an administrator manages packages and reads revenue', () => {
  let admin: Tab | undefined;
  // The journey archives a package of its own: the demo's stay as they are, and a retry finds it active again.
  const archived = `Retreat pass ${stamp}`;
  beforeAll(async () => {
    const token = (await apiLogin(ACCOUNTS.admin)).accessToken;
    const added = await callApi('admin/packages/add_package', {
      token,
      body: { title: archived, audience: 'personal', price: 4500, currency: 'EUR', billing_period: 'one_off', trial_days: 0, features: { user_tabs: ['discovery'] } },
    });
    expect(added.httpStatus, JSON.stringify(added.body)).toBe(201);
    admin = await openTab(browser());
  });
  afterAll(async () => {
    await admin?.close();
  });

  it('archives a package and sees the revenue figures with their chart and table', async () => {
    const page = admin!.page;
    await logInThroughUi(page, ACCOUNTS.admin);
    await openFromMainMenu(page, 'Packages');
    await waitForPath(page, '/administration/packages');
    await checkA11yBothSkins(page, 'admin: packages');
    await page.getByRole('button', { name: `Archive ${archived}`, exact: true }).click();
    await expectToast(page, BILLING_MESSAGES.statusChanged);
    await expectVisible(page.getByRole('button', { name: `Activate ${archived}`, exact: true }), 'the archived package, to activate again');

    await openFromMainMenu(page, 'Payments');
    await waitForPath(page, '/administration/payments');
    await page.getByRole('tab', { name: 'Revenue', exact: true }).click();
    await expectVisible(page.getByText('Monthly recurring revenue'), 'MRR');
    await expectVisible(page.getByRole('img', { name: /^Money collected per month/ }), 'the chart');
    await expectVisible(page.getByRole('table', { name: 'Revenue per month' }), 'its table');
    await checkA11yBothSkins(page, 'admin: revenue');
    expectNoPageErrors(admin!);
  });
});
