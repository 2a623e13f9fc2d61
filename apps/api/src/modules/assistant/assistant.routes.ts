import { ASSISTANT_MESSAGES, endpoints, type Endpoint } from '@stillpoint/contracts';
import { pageCount, pageOffset } from '../../lib/paging.js';
import { route, type Handler, type RouteImpl } from '../../lib/route.js';
import type { AssistantService } from './assistant.service.js';

/** One handler for two twins of a call (front and clinic chat; clinic and admin studio). */
function both<A extends Endpoint, B extends Endpoint>(first: A, second: B, handler: Handler<A>): RouteImpl[] {
  return [route(first, handler), route(second, handler as unknown as Handler<B>)];
}

const acceptLanguage = (headers: Record<string, unknown>) => (typeof headers['accept-language'] === 'string' ? headers['accept-language'] : undefined);
const page = (input: { pageNo: number; perPage: number }) => ({ limit: input.perPage, offset: pageOffset(input) });

/** The AI meditation assistant: chat (discovery family) and AI meditations (studio). */
export function assistantRoutes(service: AssistantService): RouteImpl[] {
  return [
    ...both(endpoints.frontChatHistory, endpoints.clinicChatHistory, async ({ input, auth }) => {
      const { rows, total } = await service.history(auth, page(input));
      return { data: rows, total_pages: pageCount(total, input.perPage) };
    }),
    ...both(endpoints.frontChatHistoryContent, endpoints.clinicChatHistoryContent, async ({ input, auth }) => ({
      data: await service.conversation(auth, input.id),
    })),
    ...both(endpoints.frontChatText, endpoints.clinicChatText, async ({ input, auth, meta, request }) => ({
      data: await service.send(auth, input, false, { meta, locale: acceptLanguage(request.headers) }),
    })),
    ...both(endpoints.frontChatVoice, endpoints.clinicChatVoice, async ({ input, auth, meta, request }) => ({
      data: await service.send(auth, input, true, { meta, locale: acceptLanguage(request.headers) }),
    })),
    ...both(endpoints.frontDeleteChat, endpoints.clinicDeleteChat, async ({ input, auth, meta }) => {
      await service.deleteChat(auth, input.id, meta);
      return { data: null, message: ASSISTANT_MESSAGES.chatDeleted };
    }),

    ...both(endpoints.clinicPromptToText, endpoints.adminPromptToText, async ({ input, auth, meta }) => ({
      data: await service.promptToText(auth, input, meta),
      message: ASSISTANT_MESSAGES.meditationComposed,
      httpStatus: 201,
    })),
    ...both(endpoints.clinicTextToVoice, endpoints.adminTextToVoice, async ({ input, auth, meta }) => ({
      data: await service.textToVoice(auth, input, meta),
      message: ASSISTANT_MESSAGES.voiceCreated,
    })),
    ...both(endpoints.clinicMeditationHistory, endpoints.adminMeditationHistory, async ({ input, auth }) => {
      const { rows, total } = await service.aiHistory(auth, page(input));
      return { data: rows, total_pages: pageCount(total, input.perPage) };
    }),
    ...both(endpoints.clinicCustomMeditationReview, endpoints.adminCustomMeditationReview, async ({ input, auth, meta }) => ({
      data: await service.publish(auth, input, meta),
      message: ASSISTANT_MESSAGES.meditationPublished,
    })),
    ...both(endpoints.clinicDeleteAiMeditation, endpoints.adminDeleteAiMeditation, async ({ input, auth, meta }) => {
      await service.deleteAiMeditation(auth, input.id, meta);
      return { data: null, message: ASSISTANT_MESSAGES.meditationDeleted };
    }),
  ];
}
