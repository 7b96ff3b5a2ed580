// What the toast host loads with the first toast (ui/toast-host.tsx). A module of its own: a dynamic import of
// the @mantine/notifications barrel would make the barrel a module of the bundle, and the chunk groups, which take
// a module's dependencies along, would then bring the container with the notifications store into the chunk every
// page loads (docs/decisions/062).
export { Notifications as default } from '@mantine/notifications';
