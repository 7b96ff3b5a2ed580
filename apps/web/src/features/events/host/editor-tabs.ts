import { EVENT_EDITOR_TABS, type EventEditorTab } from '@repclub/shared';

/** The editor tabs shown now (domain §2; the rep-clubs tab arrives with clubs). */
export const EDITOR_TABS: readonly EventEditorTab[] = EVENT_EDITOR_TABS.filter((tab) => tab !== 'rep-clubs');
