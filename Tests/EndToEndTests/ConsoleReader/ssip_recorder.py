#!/usr/bin/env python3
"""A speech synthesizer for a real screen reader's tests: it speaks Speech Dispatcher's
protocol (SSIP, as yasr does) on a loopback port and writes what it is asked to say, one
JSON string a line, instead of saying it.

    ssip_recorder.py PORT_FILE SPEECH_LOG

Listens on 127.0.0.1 at a free port and writes that port to PORT_FILE once it listens.
SPEAK's text (its lines joined by newlines, a leading ".." undone), CHAR's and KEY's
argument each become a line of SPEECH_LOG; every other command is answered OK.
"""
import json
import os
import socket
import sys
import threading

port_file, speech_log = sys.argv[1], sys.argv[2]
log = open(speech_log, "a", buffering=1, encoding="utf-8")
lock = threading.Lock()


def said(text):
    with lock:
        log.write(json.dumps(text, ensure_ascii=False) + "\n")


def serve(connection):
    lines = connection.makefile("rb")
    message = None
    for raw in lines:
        line = raw.decode("utf-8", "replace").rstrip("\r\n")
        if message is not None:
            if line == ".":
                said("\n".join(message))
                message = None
                connection.sendall(b"225-1\r\n225 OK MESSAGE QUEUED\r\n")
            else:
                message.append(line[1:] if line.startswith("..") else line)
            continue
        command, _, argument = line.partition(" ")
        command = command.upper()
        if command == "SPEAK":
            message = []
            connection.sendall(b"230 OK RECEIVING DATA\r\n")
        elif command in ("CHAR", "KEY"):
            said(argument)
            connection.sendall(b"225-1\r\n225 OK MESSAGE QUEUED\r\n")
        elif command == "QUIT":
            connection.sendall(b"231 HAPPY HACKING\r\n")
            break
        else:
            connection.sendall(b"200 OK\r\n")
    connection.close()


server = socket.socket()
server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
server.bind(("127.0.0.1", 0))
server.listen(4)
temporary = port_file + ".part"
with open(temporary, "w") as file:
    file.write(str(server.getsockname()[1]))
os.replace(temporary, port_file)
while True:
    client, _ = server.accept()
    threading.Thread(target=serve, args=(client,), daemon=True).start()
