import { eq, inArray } from 'drizzle-orm';
import { classes, clinics, contents, lessons, mediaFiles, meditations, type Db } from '@stillpoint/db';
import type { Storage } from '../../adapters/storage/index.js';

/**
 * A small, fixed library for the discovery e2e journeys (started with SEED_E2E_FIXTURES=true by the e2e
 * global setup only): a Harbor Clinic class of two lessons, a shared class, a Cedar Wellness class and a
 * Harbor meditation whose audio is a generated tone. Idempotent; independent of the demo library.
 */
export const E2E_DISCOVERY = {
  harborClass: 'Harbor breathing basics',
  sharedClass: 'Shared calm foundations',
  cedarClass: 'Cedar private retreat',
  meditation: 'Harbor evening wind-down',
  contents: ['Settle in', 'Notice the breath', 'Longer exhales'],
  mediaClass: 'Harbor media sampler',
  document: 'Breathing guide',
  audio: 'Tone practice',
} as const;

/** A one-page PDF saying `text`, with a correct cross-reference table. */
function onePagePdf(text: string): Uint8Array {
  const stream = `BT /F1 24 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** A mono 16-bit WAV of a soft 220 Hz tone. */
function toneWav(seconds: number, rate = 8000): Uint8Array {
  const samples = seconds * rate;
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) view.setInt16(44 + i * 2, Math.round(Math.sin((2 * Math.PI * 220 * i) / rate) * 4000), true);
  return new Uint8Array(buffer);
}

export async function seedDiscoveryFixtures(db: Db, storage: Storage): Promise<void> {
  const existing = await db.select({ id: classes.id }).from(classes).where(eq(classes.title, E2E_DISCOVERY.harborClass));
  if (existing.length) return;
  const clinicRows = await db
    .select()
    .from(clinics)
    .where(inArray(clinics.name, ['Harbor Clinic', 'Cedar Wellness']));
  const harbor = clinicRows.find((row) => row.name === 'Harbor Clinic');
  const cedar = clinicRows.find((row) => row.name === 'Cedar Wellness');
  if (!harbor || !cedar) return;

  const [harborClass] = await db
    .insert(classes)
    .values({
      clinicId: harbor.id,
      title: E2E_DISCOVERY.harborClass,
      description: '<p>Three short steps to a calmer breath.</p>',
      popular: true,
    })
    .returning();
  const [first, second] = await db
    .insert(lessons)
    .values([
      { classId: harborClass!.id, title: 'Arriving', sortOrder: 1 },
      { classId: harborClass!.id, title: 'Going deeper', sortOrder: 2 },
    ])
    .returning();
  await db.insert(contents).values([
    {
      lessonId: first!.id,
      classId: harborClass!.id,
      type: 'text',
      title: E2E_DISCOVERY.contents[0],
      body: '<p>Find a comfortable seat and let your shoulders drop.</p>',
      durationSeconds: 60,
      sortOrder: 1,
    },
    {
      lessonId: first!.id,
      classId: harborClass!.id,
      type: 'text',
      title: E2E_DISCOVERY.contents[1],
      body: '<p>Feel the air moving in and out, without changing it.</p>',
      durationSeconds: 60,
      sortOrder: 2,
    },
    {
      lessonId: second!.id,
      classId: harborClass!.id,
      type: 'text',
      title: E2E_DISCOVERY.contents[2],
      body: '<p>Breathe in for four, out for six.</p>',
      durationSeconds: 90,
      sortOrder: 1,
    },
  ]);
  await db.insert(classes).values([
    { clinicId: null, shared: true, title: E2E_DISCOVERY.sharedClass, description: '<p>For everyone.</p>' },
    { clinicId: cedar.id, title: E2E_DISCOVERY.cedarClass, popular: true },
  ]);

  const key = 'media/audio/2026/e2e-wind-down.wav';
  const bytes = toneWav(4);
  await storage.put(key, bytes, 'audio/wav');
  const [audio] = await db
    .insert(mediaFiles)
    .values({
      key,
      kind: 'audio',
      contentType: 'audio/wav',
      byteSize: bytes.byteLength,
      originalName: 'wind-down.wav',
      durationSeconds: 4,
    })
    .returning();
  const pdfKey = 'media/document/2026/e2e-guide.pdf';
  const pdf = onePagePdf('A calm breathing guide');
  await storage.put(pdfKey, pdf, 'application/pdf');
  const [pdfMedia] = await db
    .insert(mediaFiles)
    .values({
      key: pdfKey,
      kind: 'document',
      contentType: 'application/pdf',
      byteSize: pdf.byteLength,
      originalName: 'breathing-guide.pdf',
    })
    .returning();
  const [mediaClass] = await db.insert(classes).values({ clinicId: harbor.id, title: E2E_DISCOVERY.mediaClass }).returning();
  const [mediaLesson] = await db.insert(lessons).values({ classId: mediaClass!.id, title: 'Listen and read' }).returning();
  await db.insert(contents).values([
    {
      lessonId: mediaLesson!.id,
      classId: mediaClass!.id,
      type: 'document',
      title: E2E_DISCOVERY.document,
      mediaId: pdfMedia!.id,
      sortOrder: 1,
    },
    {
      lessonId: mediaLesson!.id,
      classId: mediaClass!.id,
      type: 'audio',
      title: E2E_DISCOVERY.audio,
      mediaId: audio!.id,
      durationSeconds: 4,
      sortOrder: 2,
    },
  ]);

  await db.insert(meditations).values({
    clinicId: harbor.id,
    title: E2E_DISCOVERY.meditation,
    description: '<p>A short tone to close the day.</p>',
    audioMediaId: audio!.id,
    durationSeconds: 4,
    popular: true,
  });
}
