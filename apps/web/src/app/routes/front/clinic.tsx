import { Navigate, Route, Routes } from 'react-router';
import { AreaGuard } from '../../layouts/AreaGuard';
import { AreaShell } from '../../layouts/AreaShell';
import { FeatureGate } from '../../layouts/FeatureGate';
import { AccountPage } from '../account';
import { AiMeditationsStudioPage } from '../ai-meditations';
import { ClinicAiMeditationsPage } from './assistant';
import { ClinicEmployeeDetailPage, ClinicEmployeesPage } from './clinic-employees';
import { ClinicFeaturesPage } from './clinic-features';
import { ClinicPatientDetailPage, ClinicPatientsPage } from './clinic-patients';
import { EditMeditationPage, MeditationsStudioPage, NewMeditationPage } from '../meditations';
import { ClinicFeedbackPage } from '../feedback';
import { NotFoundContent } from '../not-found';
import { engagementRoutes } from './engagement';
import { SectionDetailPage, SectionsPage } from '../sections/sections';
import { TaskCategoriesPage } from '../tasks';
import { StudioClassEditorPage, StudioClassesPage } from '../studio';
import { discoveryRoutes } from './discovery';
import { ClinicSafetyPage } from './safety';

/** The clinic area (/clinic/*), one lazy route module. */
export function ClinicArea() {
  return (
    <AreaGuard area="clinic">
      <AreaShell area="clinic">
        <Routes>
          <Route index element={<Navigate to="discovery" replace />} />
          {discoveryRoutes('clinic')}
          <Route
            path="AImeditations"
            element={
              <FeatureGate audience="front" feature="discovery">
                <ClinicAiMeditationsPage />
              </FeatureGate>
            }
          />
          <Route
            path="ai-meditations"
            element={
              <FeatureGate audience="front" feature="discovery">
                <AiMeditationsStudioPage family="clinic" />
              </FeatureGate>
            }
          />
          <Route
            path="patients"
            element={
              <FeatureGate audience="front" feature="patients">
                <ClinicPatientsPage />
              </FeatureGate>
            }
          />
          <Route
            path="patients/:userid"
            element={
              <FeatureGate audience="front" feature="patients">
                <ClinicPatientDetailPage />
              </FeatureGate>
            }
          />
          <Route
            path="employees"
            element={
              <FeatureGate audience="front" feature="employees">
                <ClinicEmployeesPage />
              </FeatureGate>
            }
          />
          <Route
            path="employees/:userid"
            element={
              <FeatureGate audience="front" feature="employees">
                <ClinicEmployeeDetailPage />
              </FeatureGate>
            }
          />
          <Route
            path="features"
            element={
              <FeatureGate audience="front" feature="features">
                <ClinicFeaturesPage />
              </FeatureGate>
            }
          />
          <Route
            path="classes"
            element={
              <FeatureGate audience="front" feature="discovery">
                <StudioClassesPage family="clinics" />
              </FeatureGate>
            }
          />
          <Route
            path="classes/:id"
            element={
              <FeatureGate audience="front" feature="discovery">
                <StudioClassEditorPage family="clinics" />
              </FeatureGate>
            }
          />
          <Route
            path="meditations"
            element={
              <FeatureGate audience="front" feature="discovery">
                <MeditationsStudioPage family="clinic" />
              </FeatureGate>
            }
          />
          <Route
            path="meditations/new"
            element={
              <FeatureGate audience="front" feature="discovery">
                <NewMeditationPage family="clinic" />
              </FeatureGate>
            }
          />
          <Route
            path="meditations/:id"
            element={
              <FeatureGate audience="front" feature="discovery">
                <EditMeditationPage family="clinic" />
              </FeatureGate>
            }
          />
          <Route
            path="sections"
            element={
              <FeatureGate audience="front" feature="sections">
                <SectionsPage owner="clinic" />
              </FeatureGate>
            }
          />
          <Route
            path="sections/:id"
            element={
              <FeatureGate audience="front" feature="sections">
                <SectionDetailPage owner="clinic" />
              </FeatureGate>
            }
          />
          <Route
            path="feedback"
            element={
              <FeatureGate audience="front" feature="discovery">
                <ClinicFeedbackPage />
              </FeatureGate>
            }
          />
          <Route
            path="task-categories"
            element={
              <FeatureGate audience="front" feature="tasks">
                <TaskCategoriesPage library="clinic" />
              </FeatureGate>
            }
          />
          {/* Safety is never switched off by a feature. */}
          <Route path="safety" element={<ClinicSafetyPage />} />
          {engagementRoutes('clinic')}
          <Route path="account" element={<AccountPage audience="front" />} />
          <Route path="*" element={<NotFoundContent />} />
        </Routes>
      </AreaShell>
    </AreaGuard>
  );
}
