import pushEn from './push-parent.en.json' with { type: 'json' };
import pushUk from './push-parent.uk.json' with { type: 'json' };

// What a push tells a parent (issue 53) in Ukrainian and English: the parent's keys of push.pl.json
// (news and reminders; the alarms are the guardians' and stay Polish). catalogs.test.ts checks them.

export type ParentPushText = keyof typeof pushUk;

export const PARENT_PUSH_CATALOGS: Record<'uk' | 'en', Record<ParentPushText, string>> = { uk: pushUk, en: pushEn };
