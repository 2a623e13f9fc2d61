import { and, eq, isNull, sql } from 'drizzle-orm';
import { BUNDLED_INSTRUMENTS, type MeasureDefinition } from '@stillpoint/contracts';
import type { Db } from '../client.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
import { testAnswers, testOptions, testQuestions, tests } from '../schema/measures.js';

/** Writes one definition as a test of its owner (platform: clinicId null), with questions, options and bands. */
export async function insertTestDefinition(tx: Db | Tx, definition: MeasureDefinition, clinicId: number | null, createdBy: number | null = null): Promise<number> {
  const [test] = await tx
    .insert(tests)
    .values({
      clinicId,
      code: definition.code,
      title: definition.title,
      description: definition.description,
      instructions: definition.instructions,
      scoreMultiplier: definition.scoreMultiplier,
      itemReviewAtOrBelow: definition.itemReviewAtOrBelow,
      itemReviewText: definition.itemReviewText,
      subscales: definition.subscales,
      reliableChange: definition.reliableChange,
      createdBy,
    })
    .returning({ id: tests.id });
  for (const question of definition.questions) {
    const [row] = await tx.insert(testQuestions).values({ testId: test!.id, questionNo: question.question_no, text: question.text, scored: question.scored }).returning({ id: testQuestions.id });
    await tx.insert(testOptions).values(question.options.map((option, index) => ({ questionId: row!.id, label: option.label, score: option.score, flag: option.flag, position: index + 1 })));
  }
  if (definition.bands.length) {
    await tx.insert(testAnswers).values(definition.bands.map((band) => ({ testId: test!.id, fromScore: band.from, toScore: band.to, title: band.title, text: band.text })));
  }
  return test!.id;
}

/**
 * Loads the bundled instruments (PHQ-9, PHQ-2, GAD-7, GAD-2, WHO-5) as platform tests on every start, each
 * once (by its code), under an advisory lock: several instances may start together. Not demo data: every
 * database has them. Returns the codes loaded now.
 */
export async function seedInstruments(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stillpoint.seed_instruments'))`);
    const loaded: string[] = [];
    for (const instrument of BUNDLED_INSTRUMENTS) {
      const [found] = await tx.select({ id: tests.id }).from(tests).where(and(eq(tests.code, instrument.code!), isNull(tests.clinicId)));
      if (found) continue;
      await insertTestDefinition(tx, instrument, null);
      loaded.push(instrument.code!);
    }
    return loaded;
  });
}
