import { z } from 'zod';

/** One would-you-rather answer: the probe and the id of the option chosen. */
export const preferenceProbeAnswerSchema = z.object({
  probeId: z
    .string({ error: 'Each answer needs the question it answers' })
    .trim()
    .min(1, 'Each answer needs the question it answers')
    .max(200, 'Each answer needs the question it answers'),
  choice: z
    .string({ error: 'Choose one of the two options' })
    .trim()
    .min(1, 'Choose one of the two options')
    .max(200, 'Choose one of the two options'),
});
/** One would-you-rather answer. */
export type PreferenceProbeAnswer = z.infer<typeof preferenceProbeAnswerSchema>;

/** More answers than there could ever be probes is a broken client, not a user's mistake. */
const MAX_ANSWERS = 100;

/**
 * `PATCH /employer/auth/v1/update-preference-probes/{id}` (the spec does not show the payload):
 * `{ preferenceProbe: [{ probeId, choice }] }`. The list replaces the stored answers. It may be partial
 * (the card saves as the user goes), but a probe may be answered once only. Whether each probe exists and
 * each choice is one of its options is checked against the `preference_probes` table by the service.
 */
export const preferenceProbesPayloadSchema = z.object({
  preferenceProbe: z
    .array(preferenceProbeAnswerSchema, { error: 'Send the answers as a list' })
    .max(MAX_ANSWERS, `Send at most ${MAX_ANSWERS} answers`)
    .superRefine((answers, context) => {
      const seen = new Set<string>();
      answers.forEach((answer, index) => {
        if (seen.has(answer.probeId)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'probeId'],
            message: 'This question is answered twice; keep one answer',
          });
        }
        seen.add(answer.probeId);
      });
    }),
});
/** The would-you-rather answers payload. */
export type PreferenceProbesPayload = z.infer<typeof preferenceProbesPayloadSchema>;

/** One would-you-rather probe as `GET /employer/auth/v1/preference-probes` answers it. */
export const preferenceProbeSchema = z.object({
  _id: z.string(),
  question: z.string(),
  options: z.array(z.object({ id: z.string(), label: z.string(), description: z.string().optional() })),
});
/** One would-you-rather probe: a question with two options. */
export type PreferenceProbe = z.infer<typeof preferenceProbeSchema>;
