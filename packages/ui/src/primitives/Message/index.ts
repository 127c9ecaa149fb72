export { MessageProvider, useMessage, type MessageApi } from './MessageProvider';
export { MessageStack, preloadMessages, type MessageStackProps } from './MessageStack';
export {
  DEFAULT_MESSAGE_DURATION,
  createMessageStore,
  type Message,
  type MessageAction,
  type MessageContent,
  type MessageType,
  type ShowMessageOptions,
} from './messageStore';
