import { SCHEDULE_MESSAGES } from "../../utils/schedule.schema.ts";

/** Spec 2 §8 blog texts, plus our success texts for the list's toggle and delete; browser-safe, routes toast these. */
export const BLOG_ADMIN_MESSAGES = {
  listFailed: "Blog yazıları yüklenirken bir hata oluştu",
  loadFailed: "Blog yazısı yüklenirken bir hata oluştu",
  saveFailed: "Blog yazısı kaydedilirken bir hata oluştu",
  deleteFailed: "Blog yazısı silinirken bir hata oluştu",
  updateFailed: "Blog yazısı güncellenirken bir hata oluştu",
  created: "Blog yazısı başarıyla eklendi",
  updated: "Blog yazısı başarıyla güncellendi",
  deleted: "Blog yazısı silindi",
  published: "Blog yazısı yayınlandı",
  unpublished: "Blog yazısı taslağa alındı",
  notFound: "Blog yazısı bulunamadı",
  scheduledBadge: SCHEDULE_MESSAGES.badge,
  scheduled: (when: string) => `Yazı ${when} tarihinde yayınlanmak üzere zamanlandı`,
  unscheduled: "Zamanlama kaldırıldı; yazı taslak olarak kaldı",
  scheduleFailed: "Yazı zamanlanamadı",
  scheduleInPast: SCHEDULE_MESSAGES.inPast,
  schedulePublished: "Yayındaki bir yazı zamanlanamaz",
  scheduleTime: SCHEDULE_MESSAGES.time,
} as const;
