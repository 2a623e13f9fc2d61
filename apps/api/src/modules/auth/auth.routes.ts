import { APP_MESSAGES, endpoints } from '@stillpoint/contracts';
import { route } from '../../lib/route.js';
import type { AuthService } from './auth.service.js';

export function authRoutes(auth: AuthService) {
  return [
    route(endpoints.adminLogin, async ({ input, meta }) => {
      const { session, mediaPass, message } = await auth.adminLogin(input.email, input.password, meta);
      return { data: session, message, mediaPass };
    }),
    route(endpoints.frontLogin, async ({ input, meta }) => {
      const { session, mediaPass, message } = await auth.frontLogin((input.email || input.username)!, input.password, meta);
      return { data: session, message, mediaPass };
    }),
    route(endpoints.adminRefresh, async ({ input, meta }) => {
      const { tokens, mediaPass } = await auth.refresh('admin', input.refreshToken, meta);
      return { data: tokens, message: APP_MESSAGES.refreshed, mediaPass };
    }),
    route(endpoints.frontRefresh, async ({ input, meta }) => {
      const { tokens, mediaPass } = await auth.refresh('front', input.refreshToken, meta);
      return { data: tokens, message: APP_MESSAGES.refreshed, mediaPass };
    }),
    route(endpoints.adminLogout, async ({ input, meta }) => {
      await auth.logout('admin', input.refreshToken, meta);
      return { data: null, message: APP_MESSAGES.loggedOut, mediaPass: { audience: 'admin', clear: true } };
    }),
    route(endpoints.frontLogout, async ({ input, meta }) => {
      await auth.logout('front', input.refreshToken, meta);
      return { data: null, message: APP_MESSAGES.loggedOut, mediaPass: { audience: 'front', clear: true } };
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
      const { session, mediaPass, message } = await auth.socialLogin(input.idToken, input.nonce, meta);
      return { data: session, message, mediaPass };
    }),
    route(endpoints.upgrade, async ({ auth: caller, meta }) => {
      const { session, mediaPass } = await auth.upgrade(caller.userId, caller.sessionId, meta);
      return { data: session, message: APP_MESSAGES.upgraded, mediaPass };
    }),
    route(endpoints.acceptInvitation, async ({ input, meta }) => {
      const { session, mediaPass } = await auth.acceptInvitation(input.token, input.password, meta);
      return { data: session, message: APP_MESSAGES.invitationAccepted, mediaPass };
    }),
    route(endpoints.weblinkClinic, async ({ input }) => ({ data: await auth.weblinkClinic(input.token) })),
    route(endpoints.registerWithWeblink, async ({ input, meta }) => ({
      data: await auth.registerWithWeblink(input, meta),
      message: APP_MESSAGES.weblinkRegistered,
      httpStatus: 201,
    })),
  ];
}
