import { eq, inArray } from 'drizzle-orm';
import { assignments, clinics, sessionNotes, taskCategories, taskLogs, userTasks, users, type Db } from '@stillpoint/db';

/**
 * Demo tasks, once, beside the demo accounts: platform task categories, Harbor Clinic's own category, and
 * for Harbor's first patient a few tasks of their own (one done, with a log and a feeling), one task their
 * therapist gave them (done, with a log and "better"), an assignment with child tasks, and the therapist's
 * first session note, so the Tasks and Assignments pages and the patient's record show what they do on
 * first start. Skipped when any task category exists (the demo ran before, or real data is there).
 */
export async function seedDemoTasks(db: Db): Promise<boolean> {
  if ((await db.select({ id: taskCategories.id }).from(taskCategories).limit(1)).length) return false;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['patient@demo.stillpoint.test', 'employee@demo.stillpoint.test']));
  const [harbor] = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.email, 'clinic@demo.stillpoint.test'));
  const patient = people.find((row) => row.email === 'patient@demo.stillpoint.test');
  const employee = people.find((row) => row.email === 'employee@demo.stillpoint.test');
  if (!harbor || !patient || !employee) return false;

  await db.transaction(async (tx) => {
    const made = await tx
      .insert(taskCategories)
      .values([
        { title: 'Breathing', color: 'mint' },
        { title: 'Movement', color: 'peach' },
        { title: 'Sleep', color: 'sky' },
        { title: 'Mind', color: 'lavender' },
        { title: 'Connection', color: 'lemon' },
        { title: 'Between sessions', color: 'lavender', clinicId: harbor.id },
      ])
      .returning({ id: taskCategories.id, title: taskCategories.title });
    const cat = (title: string) => made.find((row) => row.title === title)!.id;
    const day = 86_400_000;
    const now = Date.now();

    const own = await tx
      .insert(userTasks)
      .values([
        {
          userId: patient.id,
          categoryId: cat('Breathing'),
          title: 'Five slow breaths before lunch',
          description: 'In for four, out for six.',
          color: 'mint',
          taskOrder: 1,
          status: 'completed',
          finalFeeling: 'better',
          completedAt: new Date(now - day),
          createdAt: new Date(now - 3 * day),
        },
        { userId: patient.id, categoryId: cat('Sleep'), title: 'Screens off at 22:00', color: 'sky', taskOrder: 2, createdAt: new Date(now - 2 * day) },
        { userId: patient.id, categoryId: cat('Movement'), title: 'A ten-minute walk outside', color: 'peach', taskOrder: 3 },
        {
          userId: patient.id,
          categoryId: cat('Between sessions'),
          title: 'Note one moment you felt calm',
          description: 'Bring it to our next session.',
          color: 'lavender',
          taskOrder: 4,
          assignedBy: employee.id,
          fromCare: true,
          status: 'completed',
          finalFeeling: 'better',
          completedAt: new Date(now - day / 2),
          createdAt: new Date(now - 4 * day),
        },
      ])
      .returning({ id: userTasks.id });
    await tx.insert(taskLogs).values([
      { taskId: own[0]!.id, note: 'Easier after the second breath.', feeling: 'better' },
      {
        taskId: own[3]!.id,
        note: 'Sitting on the bench by the harbour after work, watching the boats. My shoulders dropped.',
        feeling: 'better',
        createdAt: new Date(now - day / 2 - 3_600_000),
      },
    ]);

    const [week] = await tx
      .insert(assignments)
      .values({
        clinicId: harbor.id,
        userId: patient.id,
        assignedBy: employee.id,
        title: 'Week one: settling in',
        description: 'Small steps between our sessions.',
        dueDate: new Date(now + 7 * day).toISOString().slice(0, 10),
      })
      .returning({ id: assignments.id });
    await tx.insert(userTasks).values([
      { userId: patient.id, assignmentId: week!.id, assignedBy: employee.id, fromCare: true, title: 'Listen to "Ocean Breath" once', taskOrder: 1, askFinalFeelings: false, status: 'completed', completedAt: new Date(now - day) },
      { userId: patient.id, assignmentId: week!.id, assignedBy: employee.id, fromCare: true, title: 'Write down what helps you unwind', taskOrder: 2, askFinalFeelings: false },
      { userId: patient.id, assignmentId: week!.id, assignedBy: employee.id, fromCare: true, title: 'Try the body scan before sleep', taskOrder: 3, askFinalFeelings: false },
    ]);
    await tx.insert(sessionNotes).values({
      clinicId: harbor.id,
      patientId: patient.id,
      authorId: employee.id,
      authorRole: 'employee',
      body: 'First session. Sleep is the main worry; agreed to try the breathing class and one calm moment a day.\nNext time: look at the evening routine together.',
      createdAt: new Date(now - 5 * day),
    });
  });
  return true;
}
