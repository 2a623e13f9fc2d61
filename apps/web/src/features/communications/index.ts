export { DeliveryLogs } from './components/DeliveryLogs';
export { NotificationForm } from './components/NotificationForm';
export { SendPanel } from './components/SendPanel';
export { SendsList } from './components/SendsList';
export { SmsConfigForm } from './components/SmsConfigForm';
export { TemplatesPanel } from './components/TemplatesPanel';
