import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type PatientIntake as Intake, type PatientSummary } from '@stillpoint/contracts';
import { NoticeState } from '../../../lib/ui/NoticeState';
import { QueryState } from '../../../lib/ui/QueryState';
import { StatGrid } from '../../../lib/ui/StatGrid';
import { ApiError } from '../../../lib/api-error';
import { usePatientRecordDetail, usePatientStatistics, type RecordFamily } from '../api/record';
import { PatientPractice } from './PatientPractice';
import { PatientApprovals } from './PatientsList';
import { SessionNotes } from './SessionNotes';
import { EmailText } from '../../../lib/ui/EmailText';

/**
 * One patient's record, the same page for the clinic (/clinic/patients/:id) and for the patient's assigned
 * employees (/employee/patients/:id), each through its own family's calls (decision 0012): who they are,
 * the tasks the care team gave them (the `assignedTasks` slot, from the tasks feature), the team's private
 * session notes, their practice, test results (once tests exist), and their sign-ins; the clinic also
 * sees the patient's packages (the `packages` slot, from the billing feature). Every read is audited by the server.
 */
export function PatientDetail({
  family,
  userid,
  assignedTasks,
  testResults,
  challenges,
  packages,
  backTo,
}: {
  family: RecordFamily;
  userid: number;
  /** "Assigned tasks": the tasks feature's section for this patient (features never import each other). */
  assignedTasks?: ReactNode;
  /** "Test results": the measures feature's results and trends for this patient. */
  testResults?: ReactNode;
  /** "Challenges": the challenges feature's card of the patient's streaks. */
  challenges?: ReactNode;
  /** "Packages": the billing feature's section of the patient's packages (a section with the id `patient-packages`). */
  packages?: ReactNode;
  /** Where "not found" sends the reader back to (their patient list). */
  backTo: string;
}) {
  const { t } = useTranslation();
  const detail = usePatientRecordDetail(family, userid);
  if (detail.error instanceof ApiError && detail.error.status === 404) {
    return (
      <NoticeState
        title={t('record.notFoundTitle')}
        body={t('record.notFoundBody')}
        action={t('record.notFoundAction')}
        to={backTo}
      />
    );
  }
  return (
    <QueryState query={detail}>
      {({ data: patient }) => (
        <Stack gap="xl">
          <PatientHeader family={family} patient={patient} />
          <RecordContents hasTasks={assignedTasks !== undefined} hasChallenges={challenges !== undefined} hasPackages={packages !== undefined} />
          <PatientIntake intake={patient.intake} />
          {assignedTasks}
          <SessionNotes family={family} userid={userid} name={patient.fullName} />
          <PatientPractice family={family} userid={userid} name={patient.fullName} />
          {challenges}
          <TestResults name={patient.fullName}>{testResults}</TestResults>
          <PatientAccount family={family} userid={userid} />
          {packages}
        </Stack>
      )}
    </QueryState>
  );
}

function PatientHeader({ family, patient }: { family: RecordFamily; patient: PatientSummary }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Title order={1}>{patient.fullName}</Title>
      <Group gap="xs">
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <EmailText email={patient.email} />
        </Text>
        {patient.phone && <Text c="dimmed">· {patient.phone}</Text>}
        {family === 'clinic' && <PatientApprovals patient={patient} />}
      </Group>
      <Text size="sm">
        {t('patients.assignedTo')}: {patient.assignedEmployees.map((employee) => employee.fullName).join(', ') || '—'}
      </Text>
    </Stack>
  );
}

/** What the care team noted when the patient was added (their record, never shown to the patient). */
function PatientIntake({ intake }: { intake: Intake | null }) {
  const { t } = useTranslation();
  const rows: Array<[string, string | null]> = intake
    ? [
        [t('patients.intake.dateOfBirth'), intake.dateOfBirth],
        [t('patients.intake.emergencyContactName'), intake.emergencyContactName],
        [t('patients.intake.emergencyContactPhone'), intake.emergencyContactPhone],
        [t('patients.intake.presentingConcerns'), intake.presentingConcerns],
        [t('patients.intake.referralSource'), intake.referralSource],
      ]
    : [];
  return (
    <section aria-labelledby="patient-intake">
      <Title order={2} size="h3" id="patient-intake" mb="xs">
        {t('patients.intake.sectionTitle')}
      </Title>
      <Paper withBorder radius="lg" p="md">
        {intake ? (
          <Stack gap="xs">
            <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(8rem, max-content) 1fr', gap: '0.5rem 1rem' }}>
              {rows.map(([label, value]) => (
                <div key={label} style={{ display: 'contents' }}>
                  <Text component="dt" fw={600} size="sm">
                    {label}
                  </Text>
                  <Text
                    component="dd"
                    m={0}
                    size="sm"
                    c={value ? undefined : 'dimmed'}
                    style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                  >
                    {value ?? t('patients.intake.notGiven')}
                  </Text>
                </div>
              ))}
            </dl>
            <Text size="xs" c="dimmed">
              {t('patients.intake.recordedOn', { date: formatDateTime(intake.recordedAt) })}
            </Text>
          </Stack>
        ) : (
          <Text c="dimmed">{t('patients.intake.none')}</Text>
        )}
      </Paper>
    </section>
  );
}

/** The page's sections as links: a long record is read in parts, on a phone too. */
function RecordContents({ hasTasks, hasChallenges, hasPackages }: { hasTasks: boolean; hasChallenges: boolean; hasPackages: boolean }) {
  const { t } = useTranslation();
  const links = [
    ['patient-intake', t('patients.intake.sectionTitle')],
    ...(hasTasks ? [['care-tasks', t('record.sections.tasks')]] : []),
    ['patient-notes', t('record.sections.notes')],
    ['patient-practice', t('record.sections.practice')],
    ...(hasChallenges ? [['patient-challenges', t('record.sections.challenges')]] : []),
    ['patient-tests', t('record.sections.tests')],
    ['patient-account', t('record.sections.account')],
    ...(hasPackages ? [['patient-packages', t('record.sections.packages')]] : []),
  ] as const;
  return (
    <nav aria-label={t('record.contents')}>
      <Group gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {links.map(([id, label]) => (
          <li key={id}>
            <Anchor href={`#${id}`} size="sm">
              {label}
            </Anchor>
          </li>
        ))}
      </Group>
    </nav>
  );
}

/** The psychological tests' results (the measures feature, composed by the page); without it the page says there are none. */
function TestResults({ name, children }: { name: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="patient-tests">
      <Title order={2} size="h3" id="patient-tests" mb="xs">
        {t('record.testsTitle')}
      </Title>
      {children ?? (
        <Paper withBorder radius="lg" p="md">
          <Text c="dimmed">{t('record.testsEmpty', { name })}</Text>
        </Paper>
      )}
    </section>
  );
}

/** Sign-ins and the care team, from the statistics (the practice counters are the practice section's). */
function PatientAccount({ family, userid }: { family: RecordFamily; userid: number }) {
  const { t } = useTranslation();
  const statistics = usePatientStatistics(family, userid);
  return (
    <section aria-labelledby="patient-account">
      <Title order={2} size="h3" id="patient-account" mb="sm">
        {t('record.accountTitle')}
      </Title>
      <QueryState query={statistics}>
        {({ data }) => (
          <StatGrid
            cols={3}
            stats={[
              [t('patients.stats.memberSince'), formatDateTime(data.memberSince)],
              [t('patients.stats.lastLogin'), data.lastLoginAt ? formatDateTime(data.lastLoginAt) : t('patients.stats.never')],
              [t('patients.stats.logins'), data.logins],
              [t('patients.stats.logins30Days'), data.logins30Days],
              [t('patients.stats.activeSessions'), data.activeSessions],
              [t('patients.stats.assignedEmployees'), data.assignedEmployees],
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}

