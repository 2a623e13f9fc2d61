import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VideoRoomView } from '../../../features/video';
import { ROUTES, type LiveArea } from '../../../lib/routes';
import { NotFoundContent } from '../not-found';

/** The id of the address, or nothing when it is not one. */
function useIdParam(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /patient/appointments/:id/video and /employee/appointments/:id/video: an appointment's video room. */
export function VideoRoomPage({ area }: { area: 'patient' | 'employee' }) {
  const id = useIdParam();
  if (id === null) return <NotFoundContent />;
  return (
    <VideoRoomView
      target={{ kind: 'appointment', id }}
      back={ROUTES[area === 'patient' ? 'patient-appointments' : 'employee-appointments']}
    />
  );
}

/**
 * /patient/live/:id/video, /frontuser/live/:id/video and /employee/live/:id/video: a live class's or live
 * meeting's video room (its host and the people with a seat).
 */
export function LiveVideoRoomPage({ area }: { area: LiveArea }) {
  const { t } = useTranslation();
  const id = useIdParam();
  if (id === null) return <NotFoundContent />;
  return <VideoRoomView target={{ kind: 'live', id }} back={ROUTES[`${area}-live`]} backLabel={t('video.live.back')} />;
}
