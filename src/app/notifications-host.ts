// Its own module, so the toast host (and react-transition-group) land in a lazy chunk while the
// entry keeps only the small `notifications` store that pages call. The toast's styles come with it
// (a stylesheet of their own, loaded before the import resolves): no page paints one, and on pages
// too big to inline their critical rules the whole site sheet blocks the first paint.
import '@mantine/core/styles/Notification.css';
// Other Mantine packages only ship a whole sheet; it must come after the core styles.
import '@mantine/notifications/styles.css';

export { Notifications } from '@mantine/notifications';
