import { endpoints, MEASURES_AUTHORING, MEASURES_CARE, TEST_MESSAGES, type Endpoint } from '@stillpoint/contracts';
import { pageCount, pageWindow as page } from '../../lib/paging.js';
import { route, type Handler, type RouteImpl } from '../../lib/route.js';
import type { MeasuresService } from './measures.service.js';

const acceptLanguage = (headers: Record<string, unknown>) => (typeof headers['accept-language'] === 'string' ? headers['accept-language'] : undefined);

/** One handler for every family of a call (admin, clinic, employee). */
function each<E extends Endpoint>(family: Record<string, E>, handler: Handler<E>): RouteImpl[] {
  return Object.values(family).map((endpoint) => route(endpoint, handler));
}

/** Tests and clinical measures (spec section 7 "Tests"; issue 12). */
export function measuresRoutes(service: MeasuresService): RouteImpl[] {
  const a = MEASURES_AUTHORING;
  const c = MEASURES_CARE;
  return [
    ...each(a.tests, async ({ input, auth }) => {
      const { rows, total } = await service.list(auth, page(input));
      return { data: rows, total_pages: pageCount(total, input.perPage) };
    }),
    ...each(a.stats, async ({ auth }) => ({ data: await service.totals(auth) })),
    ...each(a.detail, async ({ input, auth }) => ({ data: await service.detail(auth, input.test_id) })),
    ...each(a.add, async ({ input, auth, meta }) => ({ data: await service.add(auth, input, meta), message: TEST_MESSAGES.testAdded, httpStatus: 201 })),
    ...each(a.edit, async ({ input, auth, meta }) => ({ data: await service.edit(auth, input, meta), message: TEST_MESSAGES.testUpdated })),
    ...each(a.delete, async ({ input, auth, meta }) => {
      await service.remove(auth, input.id, meta);
      return { data: null, message: TEST_MESSAGES.testDeleted };
    }),
    ...each(a.questions, async ({ input, auth }) => ({ data: await service.questions(auth, input.test_id) })),
    ...each(a.addQuestion, async ({ input, auth }) => ({ data: await service.addQuestion(auth, input), message: TEST_MESSAGES.questionAdded, httpStatus: 201 })),
    ...each(a.editQuestion, async ({ input, auth }) => ({ data: await service.editQuestion(auth, input), message: TEST_MESSAGES.questionUpdated })),
    ...each(a.deleteQuestion, async ({ input, auth }) => {
      await service.deleteQuestion(auth, input.id);
      return { data: null, message: TEST_MESSAGES.questionDeleted };
    }),
    ...each(a.options, async ({ input, auth }) => ({ data: await service.options(auth, input) })),
    ...each(a.addOption, async ({ input, auth }) => ({ data: await service.addOption(auth, input), message: TEST_MESSAGES.optionAdded, httpStatus: 201 })),
    ...each(a.editOption, async ({ input, auth }) => ({ data: await service.editOption(auth, input), message: TEST_MESSAGES.optionUpdated })),
    ...each(a.deleteOption, async ({ input, auth }) => {
      await service.deleteOption(auth, input.id);
      return { data: null, message: TEST_MESSAGES.optionDeleted };
    }),
    ...each(a.answers, async ({ input, auth }) => ({ data: await service.answers(auth, input.test_id) })),
    ...each(a.addAnswer, async ({ input, auth }) => ({ data: await service.addAnswer(auth, input), message: TEST_MESSAGES.answerAdded, httpStatus: 201 })),
    ...each(a.editAnswer, async ({ input, auth }) => ({ data: await service.editAnswer(auth, input), message: TEST_MESSAGES.answerUpdated })),
    ...each(a.deleteAnswer, async ({ input, auth }) => {
      await service.deleteAnswer(auth, input.id);
      return { data: null, message: TEST_MESSAGES.answerDeleted };
    }),
    ...each(a.answerContents, async ({ input, auth }) => ({ data: await service.answerContents(auth, input.result_id) })),
    ...each(a.addAnswerContent, async ({ input, auth }) => ({ data: await service.addAnswerContent(auth, input), message: TEST_MESSAGES.contentAdded, httpStatus: 201 })),
    ...each(a.editAnswerContent, async ({ input, auth }) => ({ data: await service.editAnswerContent(auth, input), message: TEST_MESSAGES.contentUpdated })),
    ...each(a.deleteAnswerContent, async ({ input, auth }) => {
      await service.deleteAnswerContent(auth, input.id);
      return { data: null, message: TEST_MESSAGES.contentDeleted };
    }),
    ...each(a.assign, async ({ input, auth, meta }) => ({ data: await service.assign(auth, input, meta), message: TEST_MESSAGES.testAssigned, httpStatus: 201 })),

    ...each(c.patientResults, async ({ input, auth, meta }) => ({ data: await service.patientResults(auth, input, meta) })),
    ...each(c.patientResult, async ({ input, auth, meta }) => ({ data: await service.patientResult(auth, input.result_id, meta) })),
    ...each(c.openTests, async ({ auth }) => ({ data: await service.openTests(auth) })),
    ...each(c.openUsers, async ({ input, auth, meta }) => {
      const { rows, total } = await service.openUsers(auth, input.test_id, page(input), meta);
      return { data: rows, total_pages: pageCount(total, input.perPage) };
    }),
    ...each(c.openScorewise, async ({ input, auth }) => ({ data: await service.openScorewise(auth, input.test_id) })),
    ...each(c.openDelete, async ({ input, auth, meta }) => {
      await service.openDelete(auth, input.id, meta);
      return { data: null, message: TEST_MESSAGES.resultDeleted };
    }),

    route(endpoints.frontTests, async ({ auth }) => ({ data: await service.takerTests(auth) })),
    route(endpoints.frontPatientTests, async ({ input, auth }) => ({ data: await service.history(auth, input.test_id) })),
    route(endpoints.frontTestDetails, async ({ input, auth }) => ({ data: await service.details(auth, input) })),
    route(endpoints.frontAssignedTests, async ({ auth }) => ({ data: await service.assigned(auth) })),
    route(endpoints.frontTestSaveProgress, async ({ input, auth }) => ({ data: await service.saveProgress(auth, input), message: TEST_MESSAGES.progressSaved })),
    route(endpoints.frontTestComplete, async ({ input, auth, meta, request }) => ({
      data: await service.complete(auth, input, meta, acceptLanguage(request.headers)),
      message: TEST_MESSAGES.answersSubmitted,
      httpStatus: 201,
    })),
    route(endpoints.frontTestResult, async ({ input, auth }) => ({ data: await service.result(auth, input.result_id) })),
    route(endpoints.frontTestPdf, async ({ input, auth }) => {
      const { bytes, filename } = await service.pdf(auth, input.result_id);
      return { data: bytes, filename };
    }),
    route(endpoints.frontDeleteAssignedTest, async ({ input, auth }) => {
      await service.deleteAssigned(auth, input.id);
      return { data: null, message: TEST_MESSAGES.assignedDeleted };
    }),
    route(endpoints.frontOpenTest, async ({ input }) => ({ data: await service.openTest(input.token) })),
    route(endpoints.frontOpenTestSubmit, async ({ input, meta, request }) => ({
      data: await service.submitOpen(input, meta, acceptLanguage(request.headers)),
      message: TEST_MESSAGES.answersSubmitted,
      httpStatus: 201,
    })),
  ];
}
