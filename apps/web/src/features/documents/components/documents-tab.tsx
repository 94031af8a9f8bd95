// Placeholder while the tab is being built (issue 4); replaced before this lands.
export function DocumentsTab() {
  return null;
}
