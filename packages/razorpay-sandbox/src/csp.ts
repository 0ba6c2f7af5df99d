// The Content-Security-Policy sources the store's payment step needs, in sandbox mode and with Razorpay itself.

/**
 * Sources to add on the payment step only. The sandbox's checkout.js builds its overlay through the CSSOM and posts
 * nothing itself (the framed page does), so script-src and frame-src are all it needs. Razorpay's real checkout.js
 * is loaded from checkout.razorpay.com and frames api.razorpay.com.
 */
export function sandboxCspSources(sandboxUrl: string): { scriptSrc: string[]; frameSrc: string[] } {
  const origin = new URL(sandboxUrl).origin;
  return { scriptSrc: [origin], frameSrc: [origin] };
}

/** The same for Razorpay's own checkout (test or live keys). */
export const razorpayCspSources = {
  scriptSrc: ['https://checkout.razorpay.com'],
  frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
} as const;
