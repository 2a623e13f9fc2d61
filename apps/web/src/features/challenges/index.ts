/** Challenges (issue 14, decision 0036): the participants' pages, the management pages and the patient page's card. */
export { FrontChallenges } from './components/FrontChallenges';
export { ChallengeDetail } from './components/ChallengeDetail';
export { ManageChallenges } from './components/ManageChallenges';
export { PatientStreaks } from './components/PatientStreaks';
