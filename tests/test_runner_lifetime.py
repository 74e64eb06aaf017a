"""A runner's fork server lives as long as the runner (or the build process), whichever thread started it.

bubblewrap's ``--die-with-parent`` is ``PR_SET_PDEATHSIG``, which Linux sends when the *thread* that
started the process ends. ``mkdocs serve`` starts its server from a background thread
(``live_errors.start``) that ends once the server is up: the server died with it, and a run under
way ended as "the snippet server died during the run" (issue 32, item 5).
"""

from __future__ import annotations

import threading

from pathshala.running.runner import Job, Runner


def test_a_server_started_from_a_thread_that_ended_serves_the_next_runs():
    runner = Runner()
    try:
        starter = threading.Thread(target=runner.start)  # as `mkdocs serve` starts it (live_errors.start)
        starter.start()
        starter.join()
        server = runner._server
        # long enough that a server killed when its starter thread ended cannot finish it by chance
        result = runner.run(Job(code="import time\ntime.sleep(0.5)\nprint('fare', 45)\n",
                                display_path="snippets/s/fare.py"))
        assert (result.outcome, result.message, result.output) == ("ok", "", "fare 45\n")
        assert runner._server is server and server.alive()  # the same server: not one started again
    finally:
        runner.close()


def test_a_run_spanning_the_end_of_the_starter_thread_is_not_lost():
    runner = Runner()
    release = threading.Event()

    def starter():  # starts the server, then ends while a run is under way
        runner.start()
        release.wait()

    thread = threading.Thread(target=starter)
    thread.start()
    try:
        server = runner.start()  # waits for the starter's server
        threading.Timer(0.3, release.set).start()
        result = runner.run(Job(code="import time\ntime.sleep(1.5)\nprint('done')\n",
                                display_path="snippets/s/slow.py"))
        thread.join()
        assert (result.outcome, result.message, result.output) == ("ok", "", "done\n")
        assert runner._server is server and server.alive()
    finally:
        release.set()
        runner.close()
