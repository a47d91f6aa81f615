"""The computer thinks in a worker process, so the window never waits for it.

A search is pure Python: in a thread it would hold the interpreter lock
against the window's own drawing. One long-lived worker process (started on
first use, without Qt) runs the searches instead, one at a time. Each job has
a number; starting a job or stopping makes the worker's current job stale,
which its `stop` check sees within milliseconds. Progress and answers come
back through a queue that a timer reads in the window's thread, and an answer
is used only if it belongs to the job still wanted.
"""

from __future__ import annotations

import os
import queue
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

if TYPE_CHECKING:
    from concurrent.futures import Future, ProcessPoolExecutor

# -- the window's side -------------------------------------------------------------------


@dataclass(frozen=True)
class Job:
    number: int
    kind: str  # "move", "hint", "analyse" or "review"
    node: object  # the record node it was asked for: an answer for another node is dropped


class Thinker(QObject):
    """Runs searches in the worker process and reports them as signals."""

    progressed = Signal(object, object)  # Job, Analysis
    finished = Signal(object, object)  # Job, Analysis
    failed = Signal(object, str)  # Job, message

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Made with the worker on first use: multiprocessing and the search need not load
        # before the window's first frame.
        self._wanted: Any = None
        self._answers: Any = None
        self._pool: ProcessPoolExecutor | None = None
        self._jobs = 0
        self.job: Job | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(40)
        self._timer.timeout.connect(self._collect)

    def start(
        self, kind: str, node: object, game_id: str, text: str, level: str, seat: int | None, seed: int
    ) -> Job:
        from pardsgui.ai.worker import search_job

        return self.run(kind, node, search_job, game_id, text, level, seat, seed)

    def run(self, kind: str, node: object, work: Callable[..., None], *args: object) -> Job:
        """Run `work(job_number, kind, *args)` in the worker process (a function of pardsgui.ai.worker)."""
        self._jobs += 1
        job = Job(self._jobs, kind, node)
        self.job = job
        if self._pool is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            from pardsgui.ai.worker import start_worker

            context = multiprocessing.get_context("spawn")
            if self._wanted is None:
                self._wanted = context.Value("q", 0, lock=False)
            self._answers = context.Queue()
            self._pool = ProcessPoolExecutor(
                1,
                mp_context=context,
                initializer=start_worker,
                initargs=(self._wanted, self._answers, os.getpid()),
            )
        self._wanted.value = job.number  # any earlier job is now stale and stops
        future: Future[None] = self._pool.submit(work, job.number, kind, *args)
        future.add_done_callback(self._crashed)
        self._timer.start()
        return job

    def stop(self) -> None:
        self.job = None
        if self._wanted is not None:
            self._wanted.value = -1

    def busy(self, kind: str | None = None) -> bool:
        return self.job is not None and (kind is None or self.job.kind == kind)

    def _crashed(self, future: Future[None]) -> None:
        # Runs in a pool thread: only hand the news over through the queue.
        error = None if future.cancelled() else future.exception()
        if error is not None and self._answers is not None:
            self._answers.put(
                ("failed", self.job.number if self.job else -1, f"the search process failed: {error}")
            )

    def _collect(self) -> None:
        while self._answers is not None:
            try:
                kind, number, payload = self._answers.get_nowait()
            except queue.Empty:
                break
            job = self.job
            if job is None or number != job.number:
                continue  # an answer nobody waits for any more
            if kind == "progress":
                self.progressed.emit(job, payload)
            elif kind == "done":
                self.job = None
                self.finished.emit(job, payload)
            else:
                self.job = None
                self.failed.emit(job, str(payload))
        if self.job is None:
            self._timer.stop()

    def wait(self, timeout: float, until: Callable[[], bool]) -> bool:
        """For tests and scripts: pump answers until `until()` or the timeout."""
        import time

        from PySide6.QtWidgets import QApplication

        end = time.monotonic() + timeout
        while time.monotonic() < end:
            QApplication.processEvents()
            self._collect()
            if until():
                return True
            time.sleep(0.01)
        return until()

    def shutdown(self) -> None:
        """Stop the search and end the worker process (it stops at its next check)."""
        self.stop()
        self._timer.stop()
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
        if self._answers is not None:
            # Release the queue's pipe and feeder thread now, not at interpreter exit.
            self._answers.close()
            self._answers.join_thread()
            self._answers = None
