"""Lessons: short positions with one goal each, read from resources/lessons (Qt-free).

docs/lessons.md holds the file format. `book` reads and checks a game's lessons,
`run` plays one lesson as the learner goes, `progress` remembers what was done.
"""

from pardsgui.lessons.book import Lesson, LessonError, lesson_files, load_lessons, read_lessons, rule_headings
from pardsgui.lessons.progress import Progress, stars_for
from pardsgui.lessons.run import LessonRun, Status, Verdict

__all__ = [
    "Lesson",
    "LessonError",
    "LessonRun",
    "Progress",
    "Status",
    "Verdict",
    "lesson_files",
    "load_lessons",
    "read_lessons",
    "rule_headings",
    "stars_for",
]
