// The releases screen still imports the schedule widgets from here; they live in studio/team/ now.
export { ScheduleBadge } from '../../team/ScheduleBadge.tsx'
