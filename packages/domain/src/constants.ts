import { type HalfDayCategory, halfDayCategories } from './enums/half-day-category';

/** Every HTTP request gives up after 100 seconds (spec §9). */
export const HTTP_TIMEOUT_MS = 100_000;

/** Toasts close themselves after 4 seconds. */
export const TOAST_DURATION_MS = 4_000;

/** Length of the page transition animation. */
export const PAGE_TRANSITION_MS = 300;

/** Default page size of the conversation list. */
export const CONVERSATION_PAGE_SIZE = 100;

/** The second default page size the spec saw for conversations (used by the smaller lists). */
export const CONVERSATION_PAGE_SIZE_SECONDARY = 50;

/** Default page number of the conversation list (pages count from 1). */
export const CONVERSATION_PAGE_NUMBER = 1;

/** The conversation list shows unarchived conversations unless asked otherwise. */
export const CONVERSATION_ARCHIVED_DEFAULT = false;

/** Default page size of the state search. */
export const STATE_SEARCH_PAGE_SIZE = 10;

/** First delay before the socket reconnects; it grows up to `SOCKET_RECONNECT_DELAY_MAX_MS`. */
export const SOCKET_RECONNECT_DELAY_MS = 1_000;

/** Longest delay between socket reconnection attempts (attempts never stop). */
export const SOCKET_RECONNECT_DELAY_MAX_MS = 5_000;

/** The socket connects this long after the user is synced with the server. */
export const SOCKET_START_DELAY_MS = 2_000;

/** Local storage key of the session; versioned so a change of shape can start clean. */
export const SESSION_STORAGE_KEY = 'medhire:employer:session:v1';

/** Local storage flag of delegate mode; the spec names it verbatim and logout clears it. */
export const IS_DELEGATE_STORAGE_KEY = 'is-delegate';

/** Local storage flag set by `/employer/auth/v1/login` so Home shows the onboarding checklist once. */
export const SHOW_PARAMS_STORAGE_KEY = 'medhire:employer:show-params';

/** The wizard's step after its last one: `currentProfileStep` at or above it means the wizard is done. */
export const PROFILE_STEP_DONE = 5;

/** Session code meaning the profile is done. */
export const PROFILE_DONE_SESSION_CODE = 200;

/** Session code meaning the profile is still to be established. */
export const PROFILE_PENDING_SESSION_CODE = 201;

/** Temporary message ids are random integers below this limit (0 to 123455). */
export const TEMP_MESSAGE_ID_LIMIT = 123_456;

/** The categories of a job's half-days per week. */
export const HALF_DAY_CATEGORIES: readonly HalfDayCategory[] = halfDayCategories;

/** Rejection message of a transport failure; spelled as the spec has it, punctuation included. */
export const NETWORK_ERROR_MESSAGE = 'Network Error.!';

/** Toast of a new socket message; the misspelling is the spec's and is kept on purpose. */
export const NEW_MESSAGE_TOAST = 'New message recieved.';

/** Error when push messaging is not supported by the browser. */
export const MESSAGING_UNSUPPORTED_MESSAGE = 'Messaging Unsupported!';

/** Progress text while logging out. */
export const LOGGING_OUT_MESSAGE = 'Logging out!';

/** Longest message body. */
export const MESSAGE_MAX_LENGTH = 5_000;

/** The longest name of a message template. */
export const MESSAGE_TEMPLATE_NAME_MAX_LENGTH = 80;

/** How many message templates one organization may keep. */
export const MESSAGE_TEMPLATE_LIMIT = 100;

/** The longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;

/** How many saved searches one person (the owner, or one member) may keep. */
export const SAVED_SEARCH_LIMIT = 25;

/** The longest personal note an invite carries (a few short paragraphs). */
export const INVITE_NOTE_MAX_LENGTH = 1_000;

/** How long a team invitation link can be used, from when it was sent (PRODUCT.md, "Team"). */
export const TEAM_INVITE_TTL_HOURS = 72;

/** The longest note on a candidate. */
export const NOTE_MAX_LENGTH = 2000;

/** The most hiring managers one job's hiring team can have. */
export const HIRING_MANAGERS_MAX = 20;
