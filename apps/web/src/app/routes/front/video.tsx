import { useParams } from 'react-router';
import { VideoRoomView } from '../../../features/video';
import { ROUTES } from '../../../lib/routes';
import { NotFoundContent } from '../not-found';

/** /patient/appointments/:id/video and /employee/appointments/:id/video: an appointment's video room. */
export function VideoRoomPage({ area }: { area: 'patient' | 'employee' }) {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundContent />;
  return (
    <VideoRoomView appointmentId={id} back={ROUTES[area === 'patient' ? 'patient-appointments' : 'employee-appointments']} />
  );
}
