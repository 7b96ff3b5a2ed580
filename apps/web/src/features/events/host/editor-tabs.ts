import { EVENT_EDITOR_TABS, type EventEditorTab } from '@repclub/shared';

/** The editor tabs (domain §2): info, Tickets, settings, questions, rep-clubs, preview. */
export const EDITOR_TABS: readonly EventEditorTab[] = EVENT_EDITOR_TABS;
