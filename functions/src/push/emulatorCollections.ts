/** Where EmulatorPushRecorder keeps what it "sent": one document per message, as Cloud Messaging would have been asked. */
export const RECORDED_PUSHES = 'emulatorPushes';
/** Tokens the pretend Cloud Messaging no longer knows: a test writes emulatorGoneTokens/{token}. */
export const GONE_TOKENS = 'emulatorGoneTokens';
