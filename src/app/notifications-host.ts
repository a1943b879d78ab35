// Its own module, so the toast host (and react-transition-group) land in a lazy chunk while the
// entry keeps only the small `notifications` store that pages call. The toast's styles come with it
// (a stylesheet of their own, loaded before the import resolves): no page paints one, and on the
// pages that keep the site sheet's link (the demo's home page) the whole sheet blocks the first paint.
import '@mantine/core/styles/Notification.css';
// Other Mantine packages only ship a whole sheet; it must come after the core styles.
import '@mantine/notifications/styles.css';

export { Notifications } from '@mantine/notifications';
