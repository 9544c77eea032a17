#!/usr/bin/env bash
# Tests the survey's job array end to end on a Slurm cluster of one node on
# localhost (as ../shared/notes/slurm-one-node.md describes, as root): starts
# munge and Slurm, submits a cheap survey (--down-to 3) of games 1..10,000 in
# 8 shards with submit.sh, waits for the array and its merge, and checks that
# the merged facts equal one process's survey byte for byte. Stops the daemons
# it started. Needs: apt-get install -y slurm-wlm munge
set -euo pipefail
cd "$(dirname "$0")/../.."
range=${RANGE:-1-10000} shards=${SHARDS:-8}
work=$(mktemp -d)
host=$(hostname -s)
started=()

if ! pgrep -x munged >/dev/null; then
  mkdir -p /etc/munge /var/run/munge /var/log/munge /var/lib/munge
  [ -s /etc/munge/munge.key ] || dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none
  chown -R munge: /etc/munge /var/run/munge /var/log/munge /var/lib/munge
  chmod 700 /etc/munge && chmod 400 /etc/munge/munge.key
  su -s /bin/sh munge -c /usr/sbin/munged
  started+=(munged)
fi
munge -n | unmunge | grep -q Success

if ! pgrep -x slurmctld >/dev/null; then
  mkdir -p /etc/slurm /var/spool/slurmctld /var/spool/slurmd /var/log/slurm
  cat > /etc/slurm/slurm.conf <<CONF
ClusterName=freecell
SlurmctldHost=$host(127.0.0.1)
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SlurmUser=root
JobAcctGatherType=jobacct_gather/none
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
SlurmctldPidFile=/var/run/slurmctld.pid
SlurmdPidFile=/var/run/slurmd.pid
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
ReturnToService=2
NodeName=$host NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=main Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
  slurmctld && started+=(slurmctld)
  slurmd && started+=(slurmd)
  for _ in $(seq 30); do sinfo -h -o %t 2>/dev/null | grep -q idle && break; sleep 1; done
fi
stop() {
  for daemon in "${started[@]}"; do
    case $daemon in
      munged) pkill -x munged || true ;;
      *) kill "$(cat /var/run/$daemon.pid)" 2>/dev/null || true ;;
    esac
  done
}
trap stop EXIT
sinfo

go build -o "$work/freecell" .
start=$(date +%s)
scripts/slurm/submit.sh "$work/freecell" "$range" "$shards" "$work/out" --down-to 3
while [ -n "$(squeue -h)" ]; do sleep 1; done
echo "array and merge: $(($(date +%s) - start)) s"
[ -s "$work/out/survey.json" ] || { echo "no merged survey; the logs:"; tail -n 5 "$work"/out/*.log; exit 1; }

scripts/slurm/merge.sh --facts "$work/out" "$work/merged-facts.json"
"$work/freecell" --survey "$range" --down-to 3 > "$work/single.json"
sed -E 's/,"timing":\{[^}]*\}\}$/}/' "$work/single.json" > "$work/single-facts.json"
if cmp "$work/merged-facts.json" "$work/single-facts.json"; then
  echo "ok: the $shards shards merged give one process's facts, byte for byte ($(wc -l < "$work/single-facts.json") games)"
else
  echo "FAIL: the merged facts differ from one process's (in $work)"; exit 1
fi
