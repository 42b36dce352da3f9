// The admin area's name, shown in the sidebar and the browser tab.
export const ADMIN_TITLE = 'Learnbay Pune Admin';
