// What the modals host loads with the first modal (ui/modals-host.tsx); a module of its own for the reason given
// in ui/toast-container.ts.
export { ModalsProvider as default } from '@mantine/modals';
