// `@medhire/api-client/push`: apart from the main entry, so the app's start-up bundle never carries Firebase.
export type {
  FirebaseAppModule,
  FirebaseMessagingModule,
  ForegroundPush,
  PushRegistration,
  RegisterPushOptions,
} from './register-push';
export { registerPush } from './register-push';
