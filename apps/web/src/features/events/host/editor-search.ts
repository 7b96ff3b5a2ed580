import type { EventEditorTab } from '@repclub/shared';
import { EDITOR_TABS } from '@/features/events/host/editor-tabs';

export type EditorSearch = { tab: EventEditorTab };

/** `?tab=` of the editor: one of the shown tabs, info otherwise. */
export function validateEditorSearch(search: Record<string, unknown>): EditorSearch {
  const tab = search.tab;
  return { tab: EDITOR_TABS.find((value) => value === tab) ?? 'info' };
}
