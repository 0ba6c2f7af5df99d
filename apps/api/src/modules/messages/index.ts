// The messages module: the outboxes kept on records, the dispatcher that sends them, the senders (log, SNS/SES), the
// message marks and the SMS budgets. It knows no other module: the records that keep messages are its sources.
export { LazyDispatcher } from './lazy-dispatcher';
export { contactOf, outboxEntries, teamEntry, unsent, type OrderContact } from './outbox';
export { OutboxTable, type OutboxSource, type RecordValues, type RenderContext } from './outbox-source';
export { MessageMarks, markKeyOf } from './message-marks';
export { AwsSender, LogSender, SmsAllowListSender, type MessageSender } from './senders';
export { CappedSender, SmsGate, smsNumber, waitText, type SmsRefusal } from './sms-caps';
export { messageDate } from './message-dates';
export { consoleCustomRequestLink, consoleOrderLink } from './console-links';
