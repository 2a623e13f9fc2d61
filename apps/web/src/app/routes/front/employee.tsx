import { Navigate, Route, Routes } from 'react-router';
import { AreaGuard } from '../../layouts/AreaGuard';
import { AreaShell } from '../../layouts/AreaShell';
import { NotFoundContent } from '../not-found';
import { FrontLandingPage } from './landing';

/** The employee area (/employee/*), one lazy route module. */
export function EmployeeArea() {
  return (
    <AreaGuard area="employee">
      <AreaShell area="employee">
        <Routes>
          <Route index element={<Navigate to="discovery" replace />} />
          <Route path="discovery" element={<FrontLandingPage />} />
          <Route path="*" element={<NotFoundContent />} />
        </Routes>
      </AreaShell>
    </AreaGuard>
  );
}
