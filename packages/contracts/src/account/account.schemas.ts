import { z } from 'zod';
import { ROLES } from '../roles.js';

/** The signed-in account as its own pages show it. */
export const accountDetails = z.object({
  userid: z.number().int(),
  role: z.enum(ROLES),
  roleid: z.number().int(),
  /** Human name of the role, as in the login message. */
  roleName: z.string(),
  fullName: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  avatar: z.string(),
  clinicId: z.number().int().nullable(),
  clinicName: z.string().nullable(),
  emailVerified: z.boolean(),
  approved: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AccountDetails = z.infer<typeof accountDetails>;
