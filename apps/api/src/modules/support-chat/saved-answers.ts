// Replies agents send often, one click away in the console (they edit before sending). Plain words, no figures:
// amounts and dates come from the person's own record, which the agent reads beside the conversation.
export type SavedAnswer = { id: string; title: string; text: string };

export const SAVED_ANSWERS: readonly SavedAnswer[] = [
  {
    id: 'greeting',
    title: 'Greeting',
    text: "Hi, thanks for waiting. I'm reading your conversation now and will be right with you.",
  },
  {
    id: 'free-look',
    title: 'Free look',
    text: 'You can return your policy within its free look for a full refund of every premium you paid. I can do that for you now if you want.',
  },
  {
    id: 'payment-failed',
    title: 'Payment failed',
    text: 'Your last payment did not go through. You can pay now from the Billing page with your card or another one, and your cover stays in force while you are within the grace period.',
  },
  {
    id: 'packet',
    title: 'Policy packet',
    text: 'Your policy packet is in your documents, under Policy documents. I can also send it to you again by e-mail.',
  },
  {
    id: 'anything-else',
    title: 'Anything else?',
    text: 'Is there anything else I can help you with today?',
  },
];
