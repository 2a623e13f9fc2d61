import { chatInput } from '@stillpoint/contracts';

/** The client's own check of a message (the contract's rule: not empty, at most 2000 characters). */
export function messageProblem(message: string): string | null {
  const parsed = chatInput.shape.message.safeParse(message);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
