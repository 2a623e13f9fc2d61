import { accountEndpoints } from '../account/account.endpoints.js';
import { assistantEndpoints } from '../assistant/assistant.endpoints.js';
import { authEndpoints } from '../auth/auth.endpoints.js';
import { discoveryEndpoints } from '../discovery/discovery.endpoints.js';
import { engagementEndpoints } from '../engagement/engagement.endpoints.js';
import { employeesEndpoints } from '../employees/employees.endpoints.js';
import { featuresEndpoints } from '../features/features.endpoints.js';
import { patientsEndpoints } from '../patients/patients.endpoints.js';
import { peopleEndpoints } from '../people/people.endpoints.js';
import { mailboxEndpoints } from '../mailbox/mailbox.endpoints.js';
import { meditationsEndpoints } from '../meditations/meditations.endpoints.js';
import { siteEndpoints } from '../site/site.endpoints.js';
import { studioEndpoints } from '../studio/studio.endpoints.js';
import { tasksEndpoints } from '../tasks/tasks.endpoints.js';
import { measuresEndpoints } from '../measures/measures.endpoints.js';
import { sectionsEndpoints } from '../sections/sections.endpoints.js';
import { safetyEndpoints } from '../safety/safety.endpoints.js';
import { sessionNotesEndpoints } from '../session-notes/session-notes.endpoints.js';
import { jobsEndpoints } from '../jobs/jobs.endpoints.js';
import { chatEndpoints } from '../chat/chat.endpoints.js';
import { notificationsEndpoints } from '../notifications/notifications.endpoints.js';
import { communicationsEndpoints } from '../communications/communications.endpoints.js';
import { meetingsEndpoints } from '../meetings/meetings.endpoints.js';
import { liveSessionsEndpoints } from '../meetings/live-sessions.endpoints.js';
import { videoEndpoints } from '../video/video.endpoints.js';
import { communityEndpoints } from '../community/community.endpoints.js';
import { billingEndpoints } from '../billing/billing.endpoints.js';
import type { Endpoint } from './define.js';

/**
 * The endpoint catalogue: every endpoint declared once. The server registers routes from it, the web
 * client calls through it, the OpenAPI document is generated from it, and the authorization test walks it.
 */
export const endpoints = {
  ...authEndpoints,
  ...accountEndpoints,
  ...siteEndpoints,
  ...mailboxEndpoints,
  ...peopleEndpoints,
  ...featuresEndpoints,
  ...patientsEndpoints,
  ...employeesEndpoints,
  ...studioEndpoints,
  ...meditationsEndpoints,
  ...sectionsEndpoints,
  ...discoveryEndpoints,
  ...engagementEndpoints,
  ...assistantEndpoints,
  ...tasksEndpoints,
  ...measuresEndpoints,
  ...safetyEndpoints,
  ...sessionNotesEndpoints,
  ...notificationsEndpoints,
  ...chatEndpoints,
  ...jobsEndpoints,
  ...communicationsEndpoints,
  ...meetingsEndpoints,
  ...liveSessionsEndpoints,
  ...videoEndpoints,
  ...communityEndpoints,
  ...billingEndpoints,
};
export type EndpointName = keyof typeof endpoints;
export const allEndpoints: readonly Endpoint[] = Object.values(endpoints);

export * from './define.js';
export * from './statuses.js';
