import type { Message } from './translate';

/**
 * Pricing rules' server messages (the stay rules a quote or hold refuses, the host's pricing routes),
 * both languages side by side. Spread into en.ts and ar.ts.
 */
const en = {
  'pricing.reason_min_nights_season': {
    one: 'This place takes stays of at least 1 night from this date.',
    other: 'This place takes stays of at least {count} nights from this date.',
  },
  'pricing.reason_max_nights': {
    one: 'This place takes stays of at most 1 night.',
    other: 'This place takes stays of at most {count} nights.',
  },
  'pricing.reason_max_nights_season': {
    one: 'This place takes stays of at most 1 night from this date.',
    other: 'This place takes stays of at most {count} nights from this date.',
  },
  'pricing.reason_advance_notice': {
    one: 'This place needs booking at least 1 day before check-in.',
    other: 'This place needs booking at least {count} days before check-in.',
  },
  'pricing.reason_prep_time': {
    one: 'This place keeps 1 night free between stays. Choose other dates.',
    other: 'This place keeps {count} nights free between stays. Choose other dates.',
  },
  'pricing.loaded': 'Pricing loaded.',
  'pricing.presets_loaded': 'Holiday dates loaded.',
  'pricing.saved': 'Pricing saved.',
  'pricing.season_saved': 'Season saved.',
  'pricing.season_deleted': 'Season removed.',
  'pricing.season_overlap': 'This season overlaps another one of this place. Change its dates.',
  'pricing.season_order': 'The last night must be on or after the first night.',
  'pricing.season_price': 'Give the season either a nightly price or a percentage, not both.',
  'pricing.booking_times': 'Last-minute days must be fewer than early-bird days.',
  'pricing.stay_lengths': 'The longest stay must be at least the shortest one.',
  'pricing.presets_year': 'Choose a year between 2000 and 2100.',
  'pricing.preset_ramadan': 'Ramadan',
  'pricing.preset_eid_al_fitr': 'Eid al-Fitr',
  'pricing.preset_eid_al_adha': 'Eid al-Adha',
} as const;

export const hostingPricingEn = en;
export const hostingPricingAr: Record<keyof typeof en, Message> = {
  'pricing.reason_min_nights_season': {
    zero: 'يقبل هذا المكان إقامات من {count} ليالٍ على الأقل ابتداءً من هذا التاريخ.',
    one: 'يقبل هذا المكان إقامات من ليلة واحدة على الأقل ابتداءً من هذا التاريخ.',
    two: 'يقبل هذا المكان إقامات من ليلتين على الأقل ابتداءً من هذا التاريخ.',
    few: 'يقبل هذا المكان إقامات من {count} ليالٍ على الأقل ابتداءً من هذا التاريخ.',
    many: 'يقبل هذا المكان إقامات من {count} ليلة على الأقل ابتداءً من هذا التاريخ.',
    other: 'يقبل هذا المكان إقامات من {count} ليلة على الأقل ابتداءً من هذا التاريخ.',
  },
  'pricing.reason_max_nights': {
    zero: 'يقبل هذا المكان إقامات لا تزيد على {count} ليالٍ.',
    one: 'يقبل هذا المكان إقامات لا تزيد على ليلة واحدة.',
    two: 'يقبل هذا المكان إقامات لا تزيد على ليلتين.',
    few: 'يقبل هذا المكان إقامات لا تزيد على {count} ليالٍ.',
    many: 'يقبل هذا المكان إقامات لا تزيد على {count} ليلة.',
    other: 'يقبل هذا المكان إقامات لا تزيد على {count} ليلة.',
  },
  'pricing.reason_max_nights_season': {
    zero: 'يقبل هذا المكان إقامات لا تزيد على {count} ليالٍ ابتداءً من هذا التاريخ.',
    one: 'يقبل هذا المكان إقامات لا تزيد على ليلة واحدة ابتداءً من هذا التاريخ.',
    two: 'يقبل هذا المكان إقامات لا تزيد على ليلتين ابتداءً من هذا التاريخ.',
    few: 'يقبل هذا المكان إقامات لا تزيد على {count} ليالٍ ابتداءً من هذا التاريخ.',
    many: 'يقبل هذا المكان إقامات لا تزيد على {count} ليلة ابتداءً من هذا التاريخ.',
    other: 'يقبل هذا المكان إقامات لا تزيد على {count} ليلة ابتداءً من هذا التاريخ.',
  },
  'pricing.reason_advance_notice': {
    zero: 'يجب الحجز في هذا المكان قبل الوصول بـ{count} أيام على الأقل.',
    one: 'يجب الحجز في هذا المكان قبل الوصول بيوم واحد على الأقل.',
    two: 'يجب الحجز في هذا المكان قبل الوصول بيومين على الأقل.',
    few: 'يجب الحجز في هذا المكان قبل الوصول بـ{count} أيام على الأقل.',
    many: 'يجب الحجز في هذا المكان قبل الوصول بـ{count} يومًا على الأقل.',
    other: 'يجب الحجز في هذا المكان قبل الوصول بـ{count} يوم على الأقل.',
  },
  'pricing.reason_prep_time': {
    zero: 'يترك هذا المكان {count} ليالٍ فارغة بين الإقامات. اختر تواريخ أخرى.',
    one: 'يترك هذا المكان ليلة واحدة فارغة بين الإقامات. اختر تواريخ أخرى.',
    two: 'يترك هذا المكان ليلتين فارغتين بين الإقامات. اختر تواريخ أخرى.',
    few: 'يترك هذا المكان {count} ليالٍ فارغة بين الإقامات. اختر تواريخ أخرى.',
    many: 'يترك هذا المكان {count} ليلة فارغة بين الإقامات. اختر تواريخ أخرى.',
    other: 'يترك هذا المكان {count} ليلة فارغة بين الإقامات. اختر تواريخ أخرى.',
  },
  'pricing.loaded': 'تم تحميل الأسعار.',
  'pricing.presets_loaded': 'تم تحميل تواريخ المواسم.',
  'pricing.saved': 'تم حفظ الأسعار.',
  'pricing.season_saved': 'تم حفظ الموسم.',
  'pricing.season_deleted': 'تمت إزالة الموسم.',
  'pricing.season_overlap': 'يتداخل هذا الموسم مع موسم آخر لهذا المكان. غيّر تواريخه.',
  'pricing.season_order': 'يجب أن تكون الليلة الأخيرة في يوم الليلة الأولى أو بعده.',
  'pricing.season_price': 'حدد للموسم سعرًا لليلة أو نسبة مئوية، لا الاثنين معًا.',
  'pricing.booking_times': 'يجب أن تكون أيام الحجز في اللحظة الأخيرة أقل من أيام الحجز المبكر.',
  'pricing.stay_lengths': 'يجب ألا تقل أطول إقامة عن أقصر إقامة.',
  'pricing.presets_year': 'اختر سنة بين 2000 و2100.',
  'pricing.preset_ramadan': 'رمضان',
  'pricing.preset_eid_al_fitr': 'عيد الفطر',
  'pricing.preset_eid_al_adha': 'عيد الأضحى',
};
