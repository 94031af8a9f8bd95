/** The delete button's red outline, shared by the lazily loaded dialog's trigger and the placeholder holding its place. */
export const DELETE_TRIGGER_EXTRA = 'border-red-300 text-red-700 hover:bg-red-50';
