/** Crawlers and link unfurlers: they get the status code, never a rendered error screen. */
const botPattern = /bot|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|headlesschrome.*\b(?:google|bing)\b/i

export function isBot(userAgent: string): boolean {
  return botPattern.test(userAgent)
}
