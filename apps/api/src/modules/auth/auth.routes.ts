import { APP_MESSAGES, endpoints } from '@stillpoint/contracts';
import { route } from '../../lib/route.js';
import type { AuthService } from './auth.service.js';

export function authRoutes(auth: AuthService) {
  return [
    route(endpoints.adminLogin, async ({ input, meta }) => {
      const { session, message } = await auth.adminLogin(input.email, input.password, meta);
      return { data: session, message };
    }),
    route(endpoints.frontLogin, async ({ input, meta }) => {
      const { session, message } = await auth.frontLogin((input.email || input.username)!, input.password, meta);
      return { data: session, message };
    }),
    route(endpoints.adminRefresh, async ({ input, meta }) => ({
      data: await auth.refresh('admin', input.refreshToken, meta),
      message: APP_MESSAGES.refreshed,
    })),
    route(endpoints.frontRefresh, async ({ input, meta }) => ({
      data: await auth.refresh('front', input.refreshToken, meta),
      message: APP_MESSAGES.refreshed,
    })),
    route(endpoints.adminLogout, async ({ input, meta }) => {
      await auth.logout('admin', input.refreshToken, meta);
      return { data: null, message: APP_MESSAGES.loggedOut };
    }),
    route(endpoints.frontLogout, async ({ input, meta }) => {
      await auth.logout('front', input.refreshToken, meta);
      return { data: null, message: APP_MESSAGES.loggedOut };
    }),
    route(endpoints.forgotPassword, async ({ input, meta }) => {
      await auth.forgotPassword(input.email, meta);
      return { data: null, message: APP_MESSAGES.resetMailSent };
    }),
    route(endpoints.resetPassword, async ({ input, meta }) => {
      await auth.resetPassword(input.token, input.password, meta);
      return { data: null, message: APP_MESSAGES.passwordReset };
    }),
    route(endpoints.confirmEmail, async ({ input, meta }) => {
      await auth.confirmEmail(input.token, meta);
      return { data: null, message: APP_MESSAGES.emailConfirmed };
    }),
    route(endpoints.sendConfirmationAgain, async ({ input, meta }) => {
      await auth.sendConfirmationAgain(input.email, meta);
      return { data: null, message: APP_MESSAGES.confirmationMailSent };
    }),
    route(endpoints.checkEmailAvailability, async ({ input, meta }) => {
      const available = await auth.isEmailAvailable(input.email, meta);
      return { data: { available }, message: available ? APP_MESSAGES.emailAvailable : APP_MESSAGES.emailTaken };
    }),
    route(endpoints.allClinics, async () => ({ data: await auth.listClinics() })),
    route(endpoints.register, async ({ input, meta }) => ({
      data: await auth.register(input, meta),
      message: APP_MESSAGES.registered,
      httpStatus: 201,
    })),
    route(endpoints.clinicRegister, async ({ input, meta }) => ({
      data: await auth.registerClinic(input, meta),
      message: APP_MESSAGES.clinicRegistered,
      httpStatus: 201,
    })),
    route(endpoints.socialLoginConfig, async () => ({ data: await auth.socialConfig() })),
    route(endpoints.socialLogin, async ({ input, meta }) => {
      const { session, message } = await auth.socialLogin(input.idToken, input.nonce, meta);
      return { data: session, message };
    }),
    route(endpoints.upgrade, async ({ auth: caller, meta }) => ({
      data: await auth.upgrade(caller.userId, caller.sessionId, meta),
      message: APP_MESSAGES.upgraded,
    })),
    route(endpoints.acceptInvitation, async ({ input, meta }) => ({
      data: await auth.acceptInvitation(input.token, input.password, meta),
      message: APP_MESSAGES.invitationAccepted,
    })),
    route(endpoints.weblinkClinic, async ({ input }) => ({ data: await auth.weblinkClinic(input.token) })),
    route(endpoints.registerWithWeblink, async ({ input, meta }) => ({
      data: await auth.registerWithWeblink(input, meta),
      message: APP_MESSAGES.weblinkRegistered,
      httpStatus: 201,
    })),
  ];
}
