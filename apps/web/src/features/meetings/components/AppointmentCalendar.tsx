import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import listPlugin from '@fullcalendar/react/list';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@stillpoint/contracts';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import './calendar.css';
import { localDay } from './format';

/** The local days a calendar shows, inclusive (what a schedule read asks for). */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * Appointments in day, week and month views and as a list (FullCalendar, decision 0028), in the browser's
 * time zone; at phone width it opens on the week's list. Each appointment is a button (keyboard too) that
 * `onOpen` shows in full; `title` names it for the viewer (the other person, or both for a clinic).
 */
export function AppointmentCalendar({
  appointments,
  title,
  onOpen,
  onRange,
}: {
  appointments: readonly Appointment[];
  title: (appointment: Appointment) => string;
  onOpen: (appointment: Appointment) => void;
  onRange: (range: DayRange) => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const byId = new Map(appointments.map((appointment) => [String(appointment.id), appointment]));
  return (
    <div className="stillpoint-calendar">
      <FullCalendar
        plugins={[classicTheme, dayGridPlugin, timeGridPlugin, listPlugin]}
        initialView={phone ? 'listWeek' : 'timeGridWeek'}
        headerToolbar={{
          start: 'prev,next today',
          center: 'title',
          end: phone ? 'listWeek,dayGridMonth' : 'timeGridDay,timeGridWeek,dayGridMonth,listWeek',
        }}
        buttons={{
          today: { text: t('meetings.calendar.today') },
          prev: { hint: t('meetings.calendar.previous') },
          next: { hint: t('meetings.calendar.next') },
          timeGridDay: { text: t('meetings.calendar.day') },
          timeGridWeek: { text: t('meetings.calendar.week') },
          dayGridMonth: { text: t('meetings.calendar.month') },
          listWeek: { text: t('meetings.calendar.list') },
        }}
        noEventsText={t('meetings.calendar.empty')}
        height="auto"
        nowIndicator
        slotMinTime="07:00:00"
        slotMaxTime="21:00:00"
        allDaySlot={false}
        eventInteractive
        events={appointments.map((appointment) => ({
          id: String(appointment.id),
          title: appointment.status === 'requested' ? t('meetings.calendar.requestedTitle', { title: title(appointment) }) : title(appointment),
          start: appointment.start,
          end: appointment.end,
          classNames: [`appointment-${appointment.status}`],
        }))}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          const appointment = byId.get(info.event.id);
          if (appointment) onOpen(appointment);
        }}
        datesSet={(info) => {
          const last = new Date(info.end.getTime() - 1);
          onRange({ from: localDay(info.start), to: localDay(last) });
        }}
      />
    </div>
  );
}
