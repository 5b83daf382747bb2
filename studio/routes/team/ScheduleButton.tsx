// The releases screen still imports the schedule widgets from here; they live in studio/team/ now.
export { ScheduleButton } from '../../team/ScheduleButton.tsx'
