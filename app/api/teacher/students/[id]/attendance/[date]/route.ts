import { z } from "zod";
import { recordId } from "@/lib/api/record-id";
import { route } from "@/lib/api/route";
import { scoreDateParam } from "@/lib/offline/set-daily-score";
import { attendanceBody, setAttendance } from "@/lib/teaching/teacher-writes";

const dayParams = z.object({ id: recordId, date: scoreDateParam });

// PUT /api/teacher/students/{id}/attendance/{date} — { mark: present|late|absent|excused|null }: the day's attendance mark
export const PUT = route({ auth: "teacher", params: dayParams, body: attendanceBody }, async ({ caller, params, body }) => ({
  attendance: await setAttendance({ caller, studentId: params.id, date: params.date, mark: body.mark }),
}));
