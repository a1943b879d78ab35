// Its own module, so the toast host (and react-transition-group) land in a lazy chunk while the
// entry keeps only the small `notifications` store that pages call.
export { Notifications } from '@mantine/notifications';
