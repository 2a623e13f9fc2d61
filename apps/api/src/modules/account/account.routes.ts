import { endpoints } from '@stillpoint/contracts';
import { notFound } from '../../lib/app-error.js';
import { route } from '../../lib/route.js';
import { presentAccountDetails } from '../auth/auth.presenter.js';
import type { AuthRepository } from '../auth/auth.repository.js';

/** The signed-in account. Issue 3 adds update, image, password and notification settings here. */
export function accountRoutes(repo: AuthRepository) {
  const details = async (userId: number) => {
    const row = await repo.findUserById(userId);
    if (!row) throw notFound();
    return { data: presentAccountDetails(row) };
  };
  return [
    route(endpoints.frontAccountDetails, ({ auth }) => details(auth.userId)),
    route(endpoints.adminAccountDetails, ({ auth }) => details(auth.userId)),
  ];
}
